import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IMPORT_COLUMNS, type ImportKind } from '../../../shared/imports';

/** The kind's columns as the template titles them, each marked required or optional. */
export function ColumnList({ kind }: { kind: ImportKind }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="import-columns-title">
      <Typography
        id="import-columns-title"
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 600 }}
      >
        {translate('neighbourly.import.columns_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('neighbourly.import.columns_hint')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {IMPORT_COLUMNS[kind].map((column) => (
          <Stack
            component="li"
            key={column.header}
            direction="row"
            // Gaps, not margins: an example wrapped onto its own line starts flush left.
            useFlexGap
            spacing={1}
            sx={{
              alignItems: 'center',
              flexWrap: 'wrap',
              rowGap: 0.5,
              py: 0.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography sx={{ fontWeight: 600 }}>{column.header}</Typography>
            <Chip
              size="small"
              variant={column.required ? 'filled' : 'outlined'}
              color={column.required ? 'primary' : 'default'}
              label={translate(
                column.required ? 'neighbourly.import.required' : 'neighbourly.import.optional',
              )}
            />
            {column.example ? (
              <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                {translate('neighbourly.import.example', { example: column.example })}
              </Typography>
            ) : null}
          </Stack>
        ))}
      </Box>
    </Box>
  );
}
