import { Fragment } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { LinkBase, useBasename, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { SharedPass } from '../../../shared/contract/visitors';
import { readablePhone } from '../../../shared/phone';
import { visitorWindowText } from '../../../shared/visitor-window-text';
import { PageHeading } from '../common/PageHeading';
import { CancelPassButton } from './CancelPassButton';
import { PassStatusChip } from './PassStatusChip';
import { ShareActions } from './ShareActions';

const TEXTS = 'neighbourly.visitors';

/**
 * /dashboard/visitor-passes/{id} (`GET /api/Visitors/Passes/{id}`): the gate code in large type,
 * its QR image, when it is valid, the visitor's details and, while the pass is live, the ways to
 * send it (WhatsApp, SMS, copy, the phone's own share sheet) and Cancel pass.
 */
export function PassShow() {
  const translate = useTranslate();
  const { id = '' } = useParams<{ id: string }>();
  const { data, isPending, error } = useGetOne<SharedPass>('visitor-passes', { id: Number(id) });
  if (isPending) return <Typography role="status">{translate(`${TEXTS}.loading`)}</Typography>;
  if (error || !data) {
    return (
      <Box>
        <BackLink />
        <PageHeading>{translate(`${TEXTS}.passes`)}</PageHeading>
        <Typography role="alert" color="error">
          {translate(`${TEXTS}.passNotFound`)}
        </Typography>
      </Box>
    );
  }
  return <PassView pass={data} />;
}

function PassView({ pass }: { pass: SharedPass }) {
  const translate = useTranslate();
  const live = pass.status === 'active';
  return (
    <Box component="article" sx={{ maxWidth: 640, minWidth: 0 }}>
      <BackLink />
      <PageHeading sx={{ overflowWrap: 'anywhere' }}>
        {translate(`${TEXTS}.for_visitor`, { visitor: pass.visitorName })}
      </PageHeading>
      <Card>
        <CardContent sx={{ textAlign: 'center' }}>
          <Typography color="text.secondary">{translate(`${TEXTS}.code_label`)}</Typography>
          <Typography
            component="p"
            sx={{
              fontFamily: 'monospace',
              fontSize: { xs: '2.75rem', sm: '3.5rem' },
              fontWeight: 700,
              letterSpacing: '0.15em',
              lineHeight: 1.2,
              opacity: live ? 1 : 0.6,
            }}
          >
            {pass.code}
          </Typography>
          <Box
            component="img"
            src={pass.qrDataUrl}
            alt={translate(`${TEXTS}.qr_alt`, { code: pass.code })}
            sx={{
              width: 220,
              maxWidth: '70%',
              height: 'auto',
              imageRendering: 'pixelated',
              // A pass that no longer opens the gate looks spent.
              opacity: live ? 1 : 0.35,
            }}
          />
          <Stack spacing={0.5} sx={{ mt: 1, alignItems: 'center' }}>
            <PassStatusChip status={pass.status} />
            <Typography sx={{ fontWeight: 600 }}>{visitorWindowText(pass)}</Typography>
            <PassFacts pass={pass} />
          </Stack>
        </CardContent>
      </Card>
      {live ? (
        <>
          <Typography color="text.secondary" sx={{ mt: 2, mb: 1 }}>
            {translate(`${TEXTS}.share_hint`)}
          </Typography>
          <ShareActions pass={pass} />
          <Box sx={{ mt: 3 }}>
            <CancelPassButton pass={pass} />
          </Box>
        </>
      ) : null}
    </Box>
  );
}

/** Who it is for and what the guard will see: host, people, phone and vehicle where given. */
function PassFacts({ pass }: { pass: SharedPass }) {
  const translate = useTranslate();
  const facts = [
    translate(`${TEXTS}.hosted_by`, { host: pass.hostName }),
    translate(`${TEXTS}.people_count`, { smart_count: pass.people }),
    pass.visitorPhone ? readablePhone(pass.visitorPhone) : null,
    pass.vehiclePlate,
  ].filter((fact): fact is string => Boolean(fact));
  // Each fact kept whole on its line (a phone number is not broken in two).
  return (
    <Typography color="text.secondary">
      {facts.map((fact, index) => (
        // The separator outside the unbreakable part: the line may break between facts.
        <Fragment key={fact}>
          {index > 0 ? ' · ' : null}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {fact}
          </Box>
        </Fragment>
      ))}
    </Typography>
  );
}

function BackLink() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Button
      component={LinkBase}
      to={`${basename}/visitor-passes`}
      startIcon={<ArrowBackIcon />}
      sx={{ mb: 1 }}
    >
      {translate(`${TEXTS}.back`)}
    </Button>
  );
}
