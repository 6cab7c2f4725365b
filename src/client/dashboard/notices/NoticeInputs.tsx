import {
  AutocompleteArrayInput,
  CheckboxGroupInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { NOTICE_BODY_MAX_LENGTH, NOTICE_TITLE_MAX_LENGTH } from '../../../shared/limits';
import { NOTICE_AUDIENCES, NOTICE_CHANNELS } from '../../../shared/notices';
import { UploadInput } from '../common/UploadInput';
import { requiredChoice, requiredText } from '../common/validators';
import { PICKER_DEBOUNCE_MS, PICKER_PAGE_SIZE, searchToQuery } from '../pickers/ReferencePicker';
import { SmsCounter } from './SmsCounter';
import { streetsForAudience } from './noticePayload';

const TEXTS = 'neighbourly.notices';

/**
 * The notice fields: title, text (with its formatting hint), audience, the streets (shown only
 * for 'Chosen streets'), the extra channels (the app always), the SMS counter while SMS is
 * ticked, and an optional image or PDF checked by its first bytes as it is chosen.
 * Labels: resources.notices.fields.* and neighbourly.notices.*.
 */
export function NoticeInputs() {
  const translate = useTranslate();
  const audience = useWatch({ name: 'audience' }) as unknown;
  return (
    <>
      <TextInput
        source="title"
        validate={requiredText}
        slotProps={{ htmlInput: { maxLength: NOTICE_TITLE_MAX_LENGTH } }}
        fullWidth
      />
      <TextInput
        source="body"
        validate={requiredText}
        multiline
        minRows={5}
        helperText={`${TEXTS}.body_hint`}
        slotProps={{ htmlInput: { maxLength: NOTICE_BODY_MAX_LENGTH } }}
        fullWidth
      />
      <RadioButtonGroupInput
        source="audience"
        label={`${TEXTS}.audience`}
        choices={NOTICE_AUDIENCES.map((id) => ({ id, name: `${TEXTS}.audiences.${id}` }))}
        validate={requiredChoice}
        row={false}
      />
      {audience === 'streets' ? (
        <ReferenceArrayInput source="streetIds" reference="streets" perPage={PICKER_PAGE_SIZE}>
          <AutocompleteArrayInput
            label="resources.notices.fields.streetIds"
            validate={streetsForAudience}
            filterToQuery={searchToQuery}
            debounce={PICKER_DEBOUNCE_MS}
            fullWidth
          />
        </ReferenceArrayInput>
      ) : null}
      <CheckboxGroupInput
        source="channels"
        label={`${TEXTS}.channels_label`}
        choices={NOTICE_CHANNELS.map((id) => ({ id, name: `${TEXTS}.channels.${id}` }))}
        helperText={translate(`${TEXTS}.channels_hint`)}
      />
      <SmsCounter />
      <UploadInput
        source="attachment"
        kind="attachment"
        label={`${TEXTS}.attachment_label`}
        hint={`${TEXTS}.attachment_hint`}
        required={false}
      />
    </>
  );
}
