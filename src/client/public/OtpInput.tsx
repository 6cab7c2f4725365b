import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

interface OtpInputProps {
  /** One entry per box ('' when empty); its length is the number of boxes. */
  value: string[];
  onChange: (next: string[]) => void;
  /** The group's visible label. */
  label?: string;
  idPrefix?: string;
}

/** Codes use letters and digits only, shown in capitals. */
function clean(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * One-character code boxes (spec: OTP length 4). Typing moves forward; Backspace or Delete clears
 * the box and moves back (or just moves back from an empty box); pasting a code fills the boxes.
 */
export function OtpInput({
  value,
  onChange,
  label = 'Verification code',
  idPrefix = 'otp',
}: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, value.length - 1))];
    box?.focus();
    box?.select();
  };

  /** Writes characters from box `start` on and focuses the box after the last one written. */
  function fill(start: number, characters: string) {
    const next = [...value];
    const written = characters.slice(0, value.length - start).split('');
    written.forEach((character, offset) => (next[start + offset] = character));
    onChange(next);
    focusBox(start + written.length);
  }

  function handleInput(index: number, raw: string) {
    const characters = clean(raw);
    if (!characters) {
      onChange(value.map((character, i) => (i === index ? '' : character)));
      return;
    }
    // A full box receives old + new character: keep the newest one. More than that is autofill.
    fill(index, characters.length === 2 && value[index] ? characters.slice(1) : characters);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      if (value[index]) onChange(value.map((character, i) => (i === index ? '' : character)));
      focusBox(index - 1);
    } else if (event.key.length === 1 && clean(event.key) && value[index]) {
      // Typing into a filled box replaces its character, wherever the caret is.
      event.preventDefault();
      fill(index, clean(event.key));
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const characters = clean(event.clipboardData.getData('text'));
    if (!characters) return;
    // A whole code fills every box whichever box had focus.
    fill(characters.length >= value.length ? 0 : index, characters);
  }

  return (
    <fieldset className="pub-otp">
      <legend className="pub-label">{label}</legend>
      <div className="pub-otp__boxes">
        {value.map((character, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            id={`${idPrefix}-${index + 1}`}
            className="pub-otp__box"
            aria-label={`Code character ${index + 1}`}
            value={character}
            maxLength={1}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event) => handleInput(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
    </fieldset>
  );
}
