/**
 * /dashboard/payment-settings (issue 18, point 1): the community's Admin sets how dues are paid
 * online (Paystack's keys, who bears the fee) and copies the webhook address to paste into
 * Paystack. Nobody else sees the page (the access table's payment-settings cell; the server
 * refuses them too). The secret key is never shown: the page knows only whether one is saved.
 */
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { PageHeading } from '../common/PageHeading';
import { PermissionDenied } from '../common/PermissionDenied';
import type { PaymentSettingsMethods } from '../providers/methods/paymentSettings';
import { PaymentSettingsForm } from './PaymentSettingsForm';
import { PAYMENT_SETTINGS_QUERY_KEY } from './paymentSettingsValues';
import { WebhookCard } from './WebhookCard';

export function PaymentSettingsPage() {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: 'payment-settings', action: 'show' });
  if (isPending) return null;
  if (!canAccess) return <PermissionDenied />;
  return (
    <Box component="section" sx={{ maxWidth: 760, minWidth: 0 }}>
      <PageHeading>{translate('neighbourly.payment_settings.title')}</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('neighbourly.payment_settings.intro')}
      </Typography>
      <PaymentSettingsContent />
    </Box>
  );
}

function PaymentSettingsContent() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & PaymentSettingsMethods>();
  const settings = useQuery({
    queryKey: PAYMENT_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => dataProvider.getPaymentSettings(signal),
  });
  // After an ended session react-admin answers an empty object: nothing to show.
  const loaded = typeof settings.data?.webhookUrl === 'string' ? settings.data : undefined;

  if (settings.isPending || !loaded) {
    const failed = !settings.isPending;
    return (
      <Card>
        <CardContent>
          <Typography role={failed ? 'alert' : 'status'} color={failed ? 'error' : undefined}>
            {translate(
              failed
                ? 'neighbourly.payment_settings.load_failed'
                : 'neighbourly.payment_settings.loading',
            )}
          </Typography>
        </CardContent>
      </Card>
    );
  }
  return (
    <Stack spacing={3}>
      <Card component="section" aria-label={translate('neighbourly.payment_settings.title')}>
        <PaymentSettingsForm settings={loaded} />
      </Card>
      <WebhookCard url={loaded.webhookUrl} />
    </Stack>
  );
}
