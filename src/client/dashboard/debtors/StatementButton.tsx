import { useState } from 'react';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import { Button } from '@mui/material';
import { DateInput, SelectInput, required, useTranslate } from 'react-admin';
import { todayInLagos } from '../../../shared/finance';
import { messages } from '../../../shared/messages';
import { DialogForm } from '../common/DialogForm';
import { saveBlob, useProtectedFile } from '../resident/protectedFile';

const TEXTS = 'neighbourly.finance.statement';

interface StatementForm {
  From: string;
  To: string;
  Format: 'pdf' | 'csv';
}

const FORMAT_CHOICES = [
  { id: 'pdf', name: `${TEXTS}.pdf` },
  { id: 'csv', name: `${TEXTS}.csv` },
];

/** `GET /api/Residents/{residentId}/Statement?From&To&Format` (issue 18). */
export const statementPath = (residentId: number, { From, To, Format }: StatementForm) =>
  `/api/Residents/${residentId}/Statement?${new URLSearchParams({ From, To, Format }).toString()}`;

/** To on or after From (the server refuses the other way round with the same words). */
const notBeforeFrom = (to: string, values: Partial<StatementForm>) =>
  values.From && to && to < values.From ? messages.statement.invalidRange : undefined;

/**
 * 'Statement' on a resident's and a debtor's page: a dialog asks for the first and last days
 * (from 1 January to today unless changed) and PDF or CSV, then the statement is read through
 * the dataProvider (getFileBlob, with the session) and saved as
 * `Statement_<resident>_<from>_<to>.<pdf|csv>`; a refusal shows the server's message.
 */
export function StatementButton({ residentId }: { residentId: number }) {
  const translate = useTranslate();
  const fetchFile = useProtectedFile();
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  const today = todayInLagos();
  const defaults: StatementForm = { From: `${today.slice(0, 4)}-01-01`, To: today, Format: 'pdf' };

  const save = async (form: StatementForm) => {
    const blob = await fetchFile(statementPath(residentId, form));
    if (!blob) return { data: {} };
    saveBlob(blob, `Statement_${residentId}_${form.From}_${form.To}.${form.Format}`);
    return { saved: true };
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<RequestQuoteOutlinedIcon />}
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate(`${TEXTS}.button`)}
      </Button>
      <DialogForm
        key={opening}
        open={open}
        title={`${TEXTS}.title`}
        onClose={() => setOpen(false)}
        defaultValues={defaults}
        save={save}
        success={`${TEXTS}.downloaded`}
        onSaved={() => setOpen(false)}
        invalidMessage={`${TEXTS}.required`}
        saveLabel={`${TEXTS}.download`}
        saveIcon={<FileDownloadOutlinedIcon />}
      >
        <DateInput source="From" label={`${TEXTS}.from`} validate={required()} fullWidth />
        <DateInput
          source="To"
          label={`${TEXTS}.to`}
          validate={[required(), notBeforeFrom]}
          fullWidth
        />
        <SelectInput
          source="Format"
          label={`${TEXTS}.format`}
          choices={FORMAT_CHOICES}
          validate={required()}
          fullWidth
        />
      </DialogForm>
    </>
  );
}
