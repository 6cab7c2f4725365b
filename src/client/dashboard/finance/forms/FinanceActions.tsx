import { Suspense, useId, useState, type ComponentType } from 'react';
import AddCardIcon from '@mui/icons-material/AddCard';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { Button, Stack, Typography } from '@mui/material';
import { useCanAccessResources, useTranslate } from 'react-admin';
import { lazyView } from '../../common/lazyView';
import { useActiveCommunity } from '../../switcher/activeCommunity';
import type { FinanceFormDialogProps } from './financeFormProps';

export type FinanceAction = 'billing' | 'payment' | 'expense';

export interface FinanceActionsProps {
  /** Which buttons to show, in this order. */
  actions: readonly FinanceAction[];
  /** Called after a successful save (the page refetches its figures and list). */
  onDone?: () => void;
}

const ACTIONS: Record<
  FinanceAction,
  {
    /** The access table's resource whose `create` the action is (shared/permissions.ts). */
    resource: string;
    icon: ComponentType;
    dialog: ComponentType<FinanceFormDialogProps>;
  }
> = {
  // The forms (react-hook-form, the resident picker) load on the first click: the overview
  // shows these buttons on the dashboard's first page.
  billing: {
    resource: 'billing',
    icon: EventRepeatIcon,
    dialog: lazyView(() => import('./BillingDialog'), 'BillingDialog'),
  },
  payment: {
    resource: 'payments',
    icon: AddCardIcon,
    dialog: lazyView(() => import('./PaymentDialog'), 'PaymentDialog'),
  },
  expense: {
    resource: 'expenses',
    icon: PostAddIcon,
    dialog: lazyView(() => import('./ExpenseDialog'), 'ExpenseDialog'),
  },
};

const RESOURCES = Object.values(ACTIONS).map((action) => action.resource);

/**
 * The administrators' money buttons ('Run billing', 'Record payment', 'Record expense'), each
 * opening its form in a dialog; only those the access table allows the user's role (nothing for a
 * Member: the server refuses them anyway). The Super
 * admin works in the community chosen in the header, and until one is chosen the buttons wait,
 * saying why.
 */
export function FinanceActions({ actions, onDone }: FinanceActionsProps) {
  const translate = useTranslate();
  const access = useCanAccessResources({ action: 'create', resources: RESOURCES });
  const community = useActiveCommunity();
  const hintId = useId();
  const [open, setOpen] = useState<FinanceAction | null>(null);
  // The last one opened stays mounted after closing, for the dialog's closing transition.
  const [last, setLast] = useState<FinanceAction | null>(null);
  // Each opening starts a fresh form (and a fresh idempotency key): remount it.
  const [opening, setOpening] = useState(0);
  const allowed = actions.filter((action) => access.canAccess?.[ACTIONS[action].resource]);
  if (access.isPending || allowed.length === 0) return null;
  const needsCommunity = community.switchable && community.id === null;
  const Dialog = last && ACTIONS[last].dialog;

  const show = (action: FinanceAction) => {
    setOpening((count) => count + 1);
    setOpen(action);
    setLast(action);
  };

  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        role="group"
        aria-label={translate('neighbourly.financeForms.actions.label')}
      >
        {allowed.map((action) => {
          const Icon = ACTIONS[action].icon;
          return (
            <Button
              key={action}
              variant={action === allowed[0] ? 'contained' : 'outlined'}
              startIcon={<Icon />}
              onClick={() => show(action)}
              disabled={needsCommunity}
              aria-describedby={needsCommunity ? hintId : undefined}
            >
              {translate(`neighbourly.financeForms.actions.${action}`)}
            </Button>
          );
        })}
        {needsCommunity && (
          <Typography id={hintId} variant="body2" color="text.secondary">
            {translate('neighbourly.financeForms.choose_community')}
          </Typography>
        )}
      </Stack>
      {Dialog && (
        <Suspense fallback={null}>
          <Dialog
            key={`${last}-${opening}`}
            open={open === last}
            onClose={() => setOpen(null)}
            onSaved={() => {
              setOpen(null);
              onDone?.();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
