/**
 * A file chosen in an upload field, checked in the browser the moment it is chosen, by the rules
 * the server applies on Save (src/shared/file-types.ts, src/shared/limits): at most 5 MB, and of
 * an accepted type told by its first bytes, never by its name or declared type. A file that fails
 * is never put in the form; one that passes remembers its real type, so a preview is drawn only
 * for a real image. The server still checks everything again (and more: images are decoded,
 * PDFs read for scripts).
 */
import type { FileInputProps } from 'react-admin';
import {
  HEADER_BYTES,
  detectFileType,
  isImageType,
  wrongTypeMessage,
  type UploadKind,
} from '../../../shared/file-types';
import { MAX_UPLOAD_BYTES } from '../../../shared/limits';
import { messages } from '../../../shared/messages';

/** What the check found: the file's real content type, or the server's refusal text. */
export type ChosenFileVerdict = { contentType: string } | { refusal: string };

/** A file's first `count` bytes, read with FileReader (which every browser, and jsdom, has). */
function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

/** Checks one chosen file; the size first, as the server refuses an oversized file whatever it is. */
export async function checkChosenFile(file: Blob, kind: UploadKind): Promise<ChosenFileVerdict> {
  if (file.size > MAX_UPLOAD_BYTES) return { refusal: messages.upload.tooLarge };
  const header = await firstBytes(file, HEADER_BYTES);
  const detected = detectFileType(header, kind);
  return detected ? { contentType: detected.contentType } : { refusal: wrongTypeMessage(kind) };
}

/** react-dropzone's options, as react-admin's FileInput takes them (react-dropzone is its own dependency). */
type DropzoneOptions = NonNullable<FileInputProps['options']>;
type DropEvent = Parameters<NonNullable<DropzoneOptions['getFilesFromEvent']>>[0];
type FileRejection = Parameters<NonNullable<DropzoneOptions['onDrop']>>[1][number];

/** Each checked file's verdict, until the file itself is forgotten. */
const verdicts = new WeakMap<File, ChosenFileVerdict>();

/** Checks `file` and remembers the verdict for {@link verdictOf}. */
export async function rememberCheck(file: File, kind: UploadKind): Promise<void> {
  verdicts.set(file, await checkChosenFile(file, kind));
}

/** The remembered verdict of a chosen file (undefined when it was never checked). */
export const verdictOf = (file: File): ChosenFileVerdict | undefined => verdicts.get(file);

/** True only for a file whose first bytes showed an image (so its preview can be drawn). */
export function isCheckedImage(file: unknown): boolean {
  const verdict = file instanceof File ? verdicts.get(file) : undefined;
  return verdict !== undefined && 'contentType' in verdict && isImageType(verdict.contentType);
}

/** The files an input change or a drop offers (drag-over events offer items, not yet readable). */
function offeredFiles(event: DropEvent): (File | DataTransferItem)[] {
  // File-system handles come only with react-dropzone's useFsAccessApi, which is left off.
  if (Array.isArray(event)) return [];
  const transfer = 'dataTransfer' in event ? event.dataTransfer : null;
  if (transfer) {
    if (event.type === 'drop') return [...transfer.files];
    return [...transfer.items].filter((item) => item.kind === 'file');
  }
  const target = event.target;
  return target instanceof HTMLInputElement && target.files ? [...target.files] : [];
}

/** The refusal text of a rejected file: the check's own, else the server's words for its code. */
function refusalOf(rejection: FileRejection, kind: UploadKind): string {
  const verdict = verdictOf(rejection.file);
  if (verdict && 'refusal' in verdict) return verdict.refusal;
  const tooLarge = rejection.errors.some((error) => error.code === 'file-too-large');
  return tooLarge ? messages.upload.tooLarge : wrongTypeMessage(kind);
}

/**
 * react-dropzone options that check every chosen or dropped file before react-admin's FileInput
 * puts it in the form: each file's first bytes are read while the files are gathered
 * (getFilesFromEvent may wait), a failing file is rejected (validator), so the form never holds
 * it, and `onChecked` receives the refusal text, or null when the file was accepted.
 */
export function checkedFileOptions(
  kind: UploadKind,
  onChecked: (refusal: string | null) => void,
): Pick<DropzoneOptions, 'getFilesFromEvent' | 'validator' | 'onDrop'> {
  return {
    getFilesFromEvent: async (event) => {
      const files = offeredFiles(event);
      await Promise.all(
        files.map((file) => (file instanceof File ? rememberCheck(file, kind) : null)),
      );
      return files;
    },
    // Called with drag-over items too (not Files): only a checked file is judged.
    validator: (file) => {
      const verdict = file instanceof File ? verdictOf(file) : undefined;
      return verdict && 'refusal' in verdict ? { code: 'refused', message: verdict.refusal } : null;
    },
    onDrop: (accepted, rejections) => {
      const [rejected] = rejections;
      if (rejected) onChecked(refusalOf(rejected, kind));
      else if (accepted.length > 0) onChecked(null);
    },
  };
}
