import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  Confirm,
  LinkBase,
  useBasename,
  useDelete,
  useGetManyReference,
  useGetOne,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { Dependant } from '../../../shared/contract/dependants';
import { formatDate } from '../../../shared/format';
import { MAX_PAGE_SIZE } from '../../../shared/limits';
import { failureText } from '../common/submissionErrors';

/** The route the spec keeps for the add-dependant form (decisions.md). */
export function addDependantPath(basename: string, residentId: number): string {
  return `${basename}/apartment-types/add-dependant?residentId=${residentId}`;
}

const COLUMNS = ['fullName', 'relationship', 'gender', 'dob', 'phone'] as const;

/**
 * The resident's household below their form: GET /api/Residents/{id}/Dependants, an 'Add
 * dependant' button to the add-dependant form for this resident, and a delete per dependant.
 * Shown once the resident itself has loaded (the form's query, from the cache).
 */
export function ResidentDependants({ residentId }: { residentId: number }) {
  const translate = useTranslate();
  const basename = useBasename();
  const resident = useGetOne('resident', { id: residentId }, { retry: false });
  const { data, isPending, error } = useGetManyReference<Dependant>(
    'dependants',
    {
      target: 'residentId',
      id: residentId,
      pagination: { page: 1, perPage: MAX_PAGE_SIZE },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    },
    { enabled: resident.isSuccess },
  );
  if (!resident.isSuccess) return null;
  const headingId = `dependants-of-${residentId}`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ maxWidth: 760 }}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' }, mb: 1 }}
        >
          <Typography
            id={headingId}
            variant="h6"
            component="h2"
            sx={{ flexGrow: 1, fontWeight: 700 }}
          >
            {translate('neighbourly.resident.dependants')}
          </Typography>
          <Button
            component={LinkBase}
            to={addDependantPath(basename, residentId)}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {translate('neighbourly.resident.add_dependant')}
          </Button>
        </Stack>
        {isPending ? (
          <Typography role="status">{translate('neighbourly.loading')}</Typography>
        ) : error ? (
          <Typography role="alert" color="error">
            {error.message || translate('neighbourly.generic.failure')}
          </Typography>
        ) : !data || data.length === 0 ? (
          <Typography color="text.secondary">{translate('neighbourly.dependant.empty')}</Typography>
        ) : (
          // `contain`: the layout is min-width: fit-content, so without it a wide table would
          // widen the whole page on a phone instead of scrolling sideways in its card.
          <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
            <Table size="small" sx={{ '& .MuiTableCell-root': { whiteSpace: 'nowrap' } }}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((field) => (
                    <TableCell key={field} sx={{ fontWeight: 700 }}>
                      {translate(`resources.dependants.fields.${field}`)}
                    </TableCell>
                  ))}
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((dependant) => (
                  <TableRow key={dependant.id}>
                    <TableCell>{dependant.fullName}</TableCell>
                    <TableCell>{dependant.relationship}</TableCell>
                    <TableCell>{dependant.gender}</TableCell>
                    <TableCell>{formatDate(dependant.dob)}</TableCell>
                    <TableCell>{dependant.phone}</TableCell>
                    <TableCell align="right" padding="checkbox">
                      <DeleteDependant dependant={dependant} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** An icon button named for the dependant, confirmed before DELETE /api/Residents/Dependants/{id}. */
function DeleteDependant({ dependant }: { dependant: Dependant }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const name = dependant.fullName;
  const confirm = () =>
    deleteOne(
      'dependants',
      { id: dependant.id, previousData: dependant },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('neighbourly.dependant.deleted', { type: 'success' });
        },
        onError: (error) => {
          setOpen(false);
          notify(failureText(error), { type: 'error' });
        },
      },
    );
  return (
    <>
      <IconButton
        aria-label={translate('neighbourly.resident.delete_dependant', { name })}
        onClick={() => setOpen(true)}
        disabled={isPending}
        color="error"
      >
        <DeleteOutlinedIcon />
      </IconButton>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="neighbourly.resident.delete_dependant_title"
        content={translate('neighbourly.resident.delete_dependant_content', { name })}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
