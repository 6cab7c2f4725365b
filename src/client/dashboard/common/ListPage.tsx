/**
 * The spec's list page (section 2, Common list behaviour; section 4, Paging; section 9).
 *
 * ```tsx
 * <ListPage emptyText="neighbourly.street.empty" loadingText="neighbourly.street.loading"
 *   canCreate rowClick="edit">
 *   <DataTable.Col source="streetName" />
 *   <LinkColumn source="streetName" />
 *   <ActionsColumn><EditLink /></ActionsColumn>
 * </ListPage>
 * ```
 * - only for the roles the access table lets list the resource (authProvider.canAccess): the
 *   others see `denied` (default: 'You do not have permission to access this page') and nothing
 *   is fetched;
 * - a heading (the resource's plural name, or `title`), a search box labelled 'Search' (filter
 *   `q`, sent as SearchText) applied on Enter or the Search button, never while typing;
 * - an 'Add New' button to `/dashboard/<resource>/add-new` when `canCreate` and the access table
 *   lets the role create the resource (authProvider.canAccess);
 * - `loadingText` / `emptyText` (i18n keys or texts) in place of react-admin's skeleton and
 *   "No results"; a failed load shows the server's message or the generic failure text (the
 *   httpClient gives every error one of those), react-admin also toasts it;
 * - page size 10 and `<RangePagination>` ('1 - 10 of N' with Previous/Next page buttons);
 *   `paged={false}` shows every record on one page (the apartment types list asks for no paging);
 * - `phone`: below 600 px the records show as a list of items instead (PhoneList); without it
 *   the table scrolls sideways on narrow screens.
 * Columns are react-admin `<DataTable.Col>`s; labels come from `resources.<name>.fields.*`.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Card, Stack, TextField, Typography } from '@mui/material';
import {
  CanAccess,
  DataTable,
  LinkBase,
  ListBase,
  useBasename,
  useCanAccess,
  useGetResourceLabel,
  useListContext,
  useResourceContext,
  useTranslate,
  type DataTableProps,
} from 'react-admin';
import { PAGE_SIZE } from '../../../shared/format';
import { PermissionDenied } from './PermissionDenied';
import { RangePagination } from './RangePagination';
import { PageHeading } from './PageHeading';
import { PhoneList, usePhoneScreen, type PhoneFields } from './PhoneList';

/** Enough for "every record" where the API itself does not page (apartment types). */
const ALL_RECORDS = 10_000;

export interface ListPageProps {
  /** Text (or i18n key) shown when the list has no record. */
  emptyText: string;
  /** Text (or i18n key) shown while the list loads. */
  loadingText: string;
  /** The list has an add page: 'Add New' shows to the roles that may create (the access table). */
  canCreate?: boolean;
  /** false: one page with every record (the API answers them all). */
  paged?: boolean;
  /** DataTable's rowClick, e.g. 'edit'; false for read-only lists. */
  rowClick?: DataTableProps['rowClick'];
  /** The heading; defaults to the resource's plural name. */
  title?: string;
  /** Permanent filters sent with every request. */
  filter?: Record<string, unknown>;
  /** Extra buttons next to 'Add New'. */
  actions?: ReactNode;
  /** Shown instead to a role the access table keeps from the list (default: PermissionDenied). */
  denied?: ReactNode;
  /** What a phone shows of each record instead of the table (PhoneList). */
  phone?: PhoneFields;
  /** The columns: `<DataTable.Col>` elements. */
  children: ReactNode;
}

export function ListPage({
  emptyText,
  loadingText,
  canCreate = false,
  paged = true,
  rowClick = false,
  title,
  filter,
  actions,
  denied = <PermissionDenied />,
  phone,
  children,
}: ListPageProps) {
  return (
    <CanAccess action="list" accessDenied={denied}>
      <ListBase perPage={paged ? PAGE_SIZE : ALL_RECORDS} filter={filter} sort={defaultSort}>
        <Box component="section" sx={{ maxWidth: 1200 }}>
          <ListHeading title={title} />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ mb: 2, alignItems: { xs: 'stretch', sm: 'center' } }}
          >
            <SearchBox />
            <Box sx={{ flexGrow: 1 }} />
            {actions}
            {canCreate ? <AddNewButton /> : null}
          </Stack>
          <Card>
            <ListContent
              emptyText={emptyText}
              loadingText={loadingText}
              rowClick={rowClick}
              phone={phone}
            >
              {children}
            </ListContent>
            <RangePagination />
          </Card>
        </Box>
      </ListBase>
    </CanAccess>
  );
}

/** Newest first, as the API answers. */
const defaultSort = { field: 'id', order: 'DESC' as const };

function ListHeading({ title }: { title?: string }) {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const resource = useResourceContext() ?? '';
  const text = title ? translate(title, { _: title }) : getResourceLabel(resource, 2);
  return <PageHeading>{text}</PageHeading>;
}

/**
 * Applies `q` on submit only: the spec reloads lists on a page change, not on typing. A new
 * search starts again at page 1 (react-admin's setFilters). `placeholder`: text or i18n key.
 */
export function SearchBox({ placeholder }: { placeholder?: string }) {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const applied = typeof filterValues.q === 'string' ? filterValues.q : '';
  const [text, setText] = useState(applied);
  useEffect(() => setText(applied), [applied]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { q: _previous, ...others } = filterValues as Record<string, unknown>;
    const q = text.trim();
    setFilters(q ? { ...others, q } : others, displayedFilters);
  };

  const label = translate('neighbourly.list.search');
  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, width: { xs: '100%', sm: 'auto' } }}
    >
      <TextField
        size="small"
        type="search"
        label={label}
        placeholder={placeholder ? translate(placeholder, { _: placeholder }) : undefined}
        // The label stays above the box, so the placeholder shows before the box is focused.
        slotProps={placeholder ? { inputLabel: { shrink: true } } : undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
        margin="none"
        sx={{ flexGrow: 1, minWidth: { sm: 260 } }}
      />
      <Button type="submit" variant="outlined" startIcon={<SearchIcon />} sx={{ minHeight: 40 }}>
        {label}
      </Button>
    </Box>
  );
}

/** 'Add New' → /dashboard/<resource>/add-new (the spec's route). */
/** 'Add New', for the roles the access table lets create the resource; nothing for the rest. */
export function AddNewButton() {
  const translate = useTranslate();
  const basename = useBasename();
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  if (!canAccess) return null;
  return (
    <Button
      component={LinkBase}
      to={`${basename}/${resource}/add-new`}
      variant="contained"
      startIcon={<AddIcon />}
    >
      {translate('neighbourly.list.add_new')}
    </Button>
  );
}

export interface ListContentProps {
  emptyText: string;
  loadingText: string;
  rowClick: DataTableProps['rowClick'];
  phone?: PhoneFields;
  children: ReactNode;
}

/**
 * The list's loading, failure or empty text, or its records: on a phone their PhoneList when the
 * list has one, else the table (scrolling sideways in its card).
 */
export function ListContent({
  emptyText,
  loadingText,
  rowClick,
  phone,
  children,
}: ListContentProps) {
  const translate = useTranslate();
  const phoneScreen = usePhoneScreen();
  const { data, error, isPending } = useListContext();
  const text = (key: string) => translate(key, { _: key });
  if (isPending) return <StateText role="status">{text(loadingText)}</StateText>;
  if (error) {
    const message = error instanceof Error && error.message ? error.message : null;
    return (
      <StateText role="alert" color="error">
        {message ?? translate('neighbourly.generic.failure')}
      </StateText>
    );
  }
  if (!data || data.length === 0) return <StateText>{text(emptyText)}</StateText>;
  if (phone && phoneScreen) return <PhoneList {...phone} rowClick={phone.rowClick ?? rowClick} />;
  return (
    // react-admin's layout is `min-width: fit-content`: without `contain`, a wide table would widen
    // the whole page on a phone instead of scrolling sideways in its card.
    <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
      <DataTable
        bulkActionButtons={false}
        rowClick={rowClick}
        sx={{
          '& .MuiTableCell-root': { whiteSpace: 'nowrap' },
          '& .MuiTableCell-head': { fontWeight: 700 },
        }}
      >
        {children}
      </DataTable>
    </Box>
  );
}

function StateText({
  children,
  role,
  color,
}: {
  children: ReactNode;
  role?: string;
  color?: string;
}) {
  return (
    <Typography role={role} color={color ?? 'text.secondary'} sx={{ px: 2, py: 3 }}>
      {children}
    </Typography>
  );
}
