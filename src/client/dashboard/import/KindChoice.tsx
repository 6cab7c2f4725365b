import {
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { IMPORT_KINDS, type ImportKind } from '../../../shared/imports';

const isKind = (value: string): value is ImportKind =>
  (IMPORT_KINDS as readonly string[]).includes(value);

/**
 * What the file holds: one radio per import kind, each with a sentence on what importing it
 * does (read as the radio's description).
 */
export function KindChoice({
  kind,
  onChange,
  disabled,
}: {
  kind: ImportKind;
  onChange: (kind: ImportKind) => void;
  disabled: boolean;
}) {
  const translate = useTranslate();
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>
        {translate('neighbourly.import.kind_legend')}
      </FormLabel>
      <RadioGroup
        name="import-kind"
        value={kind}
        onChange={(event) => {
          if (isKind(event.target.value)) onChange(event.target.value);
        }}
      >
        {IMPORT_KINDS.map((value) => (
          <div key={value}>
            <FormControlLabel
              value={value}
              control={
                <Radio slotProps={{ input: { 'aria-describedby': `import-kind-${value}-help` } }} />
              }
              label={translate(`neighbourly.import.kinds.${value}.label`)}
              sx={{ '& .MuiFormControlLabel-label': { fontWeight: 600 } }}
            />
            <Typography
              id={`import-kind-${value}-help`}
              variant="body2"
              color="text.secondary"
              sx={{ pl: 4, mb: 1.5 }}
            >
              {translate(`neighbourly.import.kinds.${value}.help`)}
            </Typography>
          </div>
        ))}
      </RadioGroup>
    </FormControl>
  );
}
