import { Box, Stack } from '@mui/material';
import {
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  NumberInput,
  TextInput,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  PHONE_MAX_LENGTH,
  VEHICLE_PLATE_MAX_LENGTH,
  VISITOR_NAME_MAX_LENGTH,
  VISITOR_PEOPLE_MAX,
  VISITOR_PEOPLE_MIN,
} from '../../../shared/limits';
import { phoneNumber, requiredChoice, requiredText } from '../common/validators';
import { ResidentReferenceInput } from '../pickers/ResidentReferenceInput';
import { daysWhenRecurring, peopleInRange, untilWhenRecurring } from './passPayload';

const TEXTS = 'neighbourly.visitors';
/** Monday first, as a week reads in Nigeria; the API's numbers (0 Sunday). */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
const shrunk = { inputLabel: { shrink: true } } as const;

/**
 * The pass's fields, made for a phone: administrators first choose the resident the visitor
 * comes to (a Member's pass is always their own); the visitor's name and phone; the date and the
 * from and to times (Lagos); people and vehicle plate; the 'Recurring' switch, which reveals the
 * days of the week (a labelled group of checkboxes) and the last day.
 */
export function PassInputs() {
  const translate = useTranslate();
  const recurring = useWatch({ name: 'recurring' }) === true;
  // Administrators list residents; a Member may not, and hosts only their own visitors.
  const { canAccess: picksHost } = useCanAccess({ resource: 'resident', action: 'list' });
  return (
    <>
      {picksHost ? (
        <ResidentReferenceInput
          source="residentId"
          label={`${TEXTS}.resident_label`}
          validate={requiredChoice}
        />
      ) : null}
      <TextInput
        source="visitorName"
        validate={requiredText}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: VISITOR_NAME_MAX_LENGTH } }}
        fullWidth
      />
      <TextInput
        source="visitorPhone"
        type="tel"
        validate={phoneNumber()}
        slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH, inputMode: 'tel' } }}
        fullWidth
      />
      <DateInput source="date" label={`${TEXTS}.date_label`} validate={requiredText} fullWidth />
      {/* Side by side from a tablet on; one above the other on a phone (one column of fields). */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0, sm: 2 }}
        sx={{ width: '100%' }}
      >
        <TextInput
          source="validFrom"
          type="time"
          label={`${TEXTS}.from_label`}
          validate={requiredText}
          slotProps={shrunk}
          sx={{ flex: 1 }}
        />
        <TextInput
          source="validTo"
          type="time"
          label={`${TEXTS}.to_label`}
          validate={requiredText}
          helperText={recurring ? `${TEXTS}.to_hint_recurring` : `${TEXTS}.to_hint`}
          slotProps={shrunk}
          sx={{ flex: 1 }}
        />
      </Stack>
      {/* One above the other on a phone, where the plate's label would be cut short. */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0, sm: 2 }}
        sx={{ width: '100%' }}
      >
        <NumberInput
          source="people"
          validate={peopleInRange}
          min={VISITOR_PEOPLE_MIN}
          max={VISITOR_PEOPLE_MAX}
          step={1}
          sx={{ flex: 1, maxWidth: { xs: 160, sm: 'none' } }}
        />
        <TextInput
          source="vehiclePlate"
          slotProps={{ htmlInput: { maxLength: VEHICLE_PLATE_MAX_LENGTH } }}
          sx={{ flex: 2 }}
        />
      </Stack>
      <BooleanInput
        source="recurring"
        label={`${TEXTS}.recurring`}
        helperText={`${TEXTS}.recurring_hint`}
      />
      {recurring ? (
        <Box sx={{ width: '100%' }}>
          <CheckboxGroupInput
            source="recurrence.days"
            label={`${TEXTS}.days_label`}
            choices={WEEK.map((day) => ({ id: day, name: translate(`${TEXTS}.days.${day}`) }))}
            validate={daysWhenRecurring}
            translateChoice={false}
            sx={{ '& .MuiFormGroup-root': { flexWrap: 'wrap' } }}
          />
          <DateInput
            source="recurrence.until"
            label={`${TEXTS}.until_label`}
            validate={untilWhenRecurring}
            fullWidth
          />
        </Box>
      ) : null}
    </>
  );
}
