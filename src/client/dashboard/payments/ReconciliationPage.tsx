import { useMemo, useState } from 'react';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { CanAccess, DateInput, Form, required, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { ReconciliationBody, ReconciliationReport } from '../../../shared/contract/payments';
import { todayInLagos } from '../../../shared/finance';
import { formatDate, formatNaira } from '../../../shared/format';
import { messages } from '../../../shared/messages';
import { endedSession } from '../common/DialogForm';
import { InvalidSubmitNotice } from '../common/formBehaviour';
import { PageHeading } from '../common/PageHeading';
import { PermissionDenied } from '../common/PermissionDenied';
import { useSubmissionErrors } from '../common/submissionErrors';
import { TEXTS, usePaymentsProvider } from './paymentsProvider';

/** To on or after From (the server refuses the other way round with the same words). */
const notBeforeFrom = (to: string, values: Partial<ReconciliationBody>) =>
  values.from && to && to < values.from ? messages.reconciliation.invalidRange : undefined;

/**
 * /dashboard/payments/reconciliation (issue 18, point 7), the Admin's: Paystack's successful
 * payments of a period against the wallet's online payments, listing each success missing from
 * the wallet and each online payment Paystack does not know, or saying that all match.
 */
export function ReconciliationPage() {
  const translate = useTranslate();
  return (
    <CanAccess resource="reconciliation" action="create" accessDenied={<PermissionDenied />}>
      <Box sx={{ maxWidth: 900, minWidth: 0 }}>
        <PageHeading>{translate(`${TEXTS}.reconcile_title`)}</PageHeading>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${TEXTS}.reconcile_intro`)}
        </Typography>
        <Reconciliation />
      </Box>
    </CanAccess>
  );
}

function Reconciliation() {
  const translate = useTranslate();
  const dataProvider = usePaymentsProvider();
  const fieldErrors = useSubmissionErrors();
  const [report, setReport] = useState<ReconciliationReport | null>(null);
  const record = useMemo(() => ({}), []);
  const today = todayInLagos();
  const defaults: ReconciliationBody = { from: `${today.slice(0, 7)}-01`, to: today };
  const mutation = useMutation({
    mutationFn: (body: ReconciliationBody) => dataProvider.reconcile(body),
  });

  const submit = async (values: FieldValues) => {
    if (mutation.isPending) return undefined;
    const { from, to } = values as ReconciliationBody;
    try {
      const answer = await mutation.mutateAsync({ from, to });
      if (!endedSession(answer)) setReport(answer);
      return undefined;
    } catch (failure) {
      return fieldErrors(failure);
    }
  };

  return (
    <>
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Form record={record} defaultValues={defaults} onSubmit={submit} noValidate>
            <InvalidSubmitNotice message="ra.message.invalid_form" />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
              <DateInput source="from" label={`${TEXTS}.from`} validate={required()} />
              <DateInput source="to" label={`${TEXTS}.to`} validate={[required(), notBeforeFrom]} />
            </Stack>
            <Button
              type="submit"
              variant="contained"
              startIcon={<SyncAltIcon />}
              loading={mutation.isPending}
              loadingPosition="start"
            >
              {translate(`${TEXTS}.${mutation.isPending ? 'reconciling' : 'reconcile'}`)}
            </Button>
          </Form>
        </CardContent>
      </Card>
      {report ? <ReportView report={report} /> : null}
    </>
  );
}

function ReportView({ report }: { report: ReconciliationReport }) {
  const translate = useTranslate();
  const allMatch = report.missingFromLedger.length === 0 && report.unknownToProvider.length === 0;
  return (
    <Box component="section" aria-live="polite">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${TEXTS}.counts`, {
          provider: report.providerSuccessCount,
          ledger: report.ledgerOnlineCount,
        })}
      </Typography>
      {allMatch ? (
        <Alert severity="success">{translate(`${TEXTS}.all_match`)}</Alert>
      ) : (
        <Stack spacing={3}>
          <ReportList
            title={`${TEXTS}.missing`}
            rows={report.missingFromLedger.map((row) => ({
              key: row.reference,
              main: `${formatNaira(row.amount)} · ${row.reference}`,
              detail: `${formatDate(row.paidAt)} · ${row.payerEmail}`,
            }))}
          />
          <ReportList
            title={`${TEXTS}.unknown`}
            rows={report.unknownToProvider.map((row) => ({
              key: String(row.entryId),
              main: `${formatNaira(row.amount)} · ${row.reference}`,
              detail: `${formatDate(row.date)} · ${row.residentName}`,
            }))}
          />
        </Stack>
      )}
    </Box>
  );
}

interface ReportRow {
  key: string;
  main: string;
  detail: string;
}

/** One of the report's two lists: a heading, then each payment on two lines (or 'None'). */
function ReportList({ title, rows }: { title: string; rows: ReportRow[] }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={translate(title)}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{translate(`${TEXTS}.none`)}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {rows.map((row) => (
              <Box
                component="li"
                key={row.key}
                sx={{ py: 1, borderTop: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}
              >
                <Typography>{row.main}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {row.detail}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
