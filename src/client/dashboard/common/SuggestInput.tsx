/**
 * Free text with suggestions (decisions.md: the landlord and principal IDs are typed, with
 * suggestions). `<SuggestInput source="landlordId" suggestions={ids} validate={requiredText} />`
 * is a react-admin `<TextInput>` tied to a native `<datalist>`: any text is accepted, the browser
 * offers the suggestions as the user types, and the label stays tied to the input.
 */
import { useId } from 'react';
import { TextInput, type TextInputProps } from 'react-admin';

export interface SuggestInputProps extends TextInputProps {
  suggestions: readonly string[];
}

export function SuggestInput({ suggestions, ...props }: SuggestInputProps) {
  const listId = useId();
  return (
    <>
      <TextInput {...props} slotProps={{ htmlInput: { list: listId, autoComplete: 'off' } }} />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </>
  );
}
