import { useState, type ReactElement } from 'react';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useCanAccess, useRefresh, useTranslate } from 'react-admin';
import type { SuspenseItem } from '../../../shared/contract/payments';
import { formatNaira } from '../../../shared/format';
import { messages } from '../../../shared/messages';
import { DialogForm } from '../common/DialogForm';
import { requiredChoice } from '../common/validators';
import { ResidentReferenceInput } from '../pickers/ResidentReferenceInput';
import type { SuspenseResolution } from '../providers/methods/payments';
import { TEXTS, usePaymentsProvider } from './paymentsProvider';

type Action = SuspenseResolution['action'];

const ACTIONS: readonly { action: Action; label: string; icon: ReactElement }[] = [
  { action: 'match', label: 'match', icon: <PersonSearchIcon /> },
  { action: 'refunded', label: 'mark_refunded', icon: <CurrencyExchangeIcon /> },
  { action: 'resolved', label: 'mark_resolved', icon: <DoneAllIcon /> },
];

/**
 * An open suspense item's actions, for the Admin (the access table's `payment-suspense edit`):
 * match it to the resident who paid (recorded as their payment), or mark it refunded or resolved;
 * each confirmed in a dialog, then the list is read again.
 */
export function SuspenseActions({ item }: { item: SuspenseItem }) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'payment-suspense', action: 'edit' });
  const [chosen, setChosen] = useState<Action | null>(null);
  if (!canAccess || item.status !== 'open') return null;
  return (
    // On a clickable row, the click is these buttons'.
    <Box
      component="span"
      sx={{ display: 'inline-flex' }}
      onClick={(event) => event.stopPropagation()}
    >
      {ACTIONS.map(({ action, label, icon }) => {
        const name = `${translate(`${TEXTS}.${label}`)}: ${item.reference}`;
        return (
          <Tooltip key={action} title={translate(`${TEXTS}.${label}`)}>
            <IconButton aria-label={name} onClick={() => setChosen(action)}>
              {icon}
            </IconButton>
          </Tooltip>
        );
      })}
      {chosen ? (
        <ResolveDialog item={item} action={chosen} onClose={() => setChosen(null)} />
      ) : null}
    </Box>
  );
}

function ResolveDialog({
  item,
  action,
  onClose,
}: {
  item: SuspenseItem;
  action: Action;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = usePaymentsProvider();
  const refresh = useRefresh();
  const facts = { amount: formatNaira(item.amount), reference: item.reference };
  const { label, icon } = ACTIONS.find((entry) => entry.action === action)!;
  const save = ({ residentId }: { residentId?: number | null }) =>
    dataProvider.resolveSuspense(
      item.id,
      action === 'match' ? { action, residentId: residentId ?? null } : { action },
    );
  return (
    <DialogForm
      open
      title={`${TEXTS}.${label}`}
      onClose={onClose}
      defaultValues={{ residentId: null }}
      save={save}
      success={action === 'match' ? messages.suspense.matched : messages.suspense.closed}
      onSaved={() => {
        onClose();
        refresh();
      }}
      saveLabel={`${TEXTS}.${label}`}
      saveIcon={icon}
      invalidMessage={messages.suspense.residentRequired}
    >
      <Typography>{translate(`${TEXTS}.confirm_${action}`, facts)}</Typography>
      {action === 'match' ? (
        <ResidentReferenceInput
          source="residentId"
          label={`${TEXTS}.resident`}
          validate={requiredChoice}
        />
      ) : null}
    </DialogForm>
  );
}
