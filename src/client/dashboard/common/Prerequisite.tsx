/**
 * Prerequisite messages (spec section 2; decisions.md, Record dependencies).
 *
 * ```tsx
 * <Prerequisite needs={['streets']} message="neighbourly.address.prerequisite">
 *   <AddressForm />
 * </Prerequisite>
 * ```
 * Asks the data provider for one record of each needed resource; while any has none, shows
 * `message` (i18n key or text) and an 'Add New <Name>' link per missing resource
 * (`/dashboard/<resource>/add-new`) instead of its children. Uses react-admin's getList cache
 * keys, so adding the missing record elsewhere refreshes the answer.
 */
import type { ReactNode } from 'react';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import {
  LinkBase,
  useBasename,
  useDataProvider,
  useGetResourceLabel,
  useTranslate,
} from 'react-admin';

export interface PrerequisiteProps {
  /** react-admin resource names that must hold at least one record. */
  needs: string[];
  /** What to tell the user (i18n key or text). */
  message: string;
  children: ReactNode;
}

const oneRecord = {
  pagination: { page: 1, perPage: 1 },
  sort: { field: 'id', order: 'DESC' as const },
  filter: {},
};

/** Which of `needs` have no record yet (`missing`), with the loading and failure states. */
export function useMissingRecords(needs: string[]) {
  const dataProvider = useDataProvider();
  const results = useQueries({
    queries: needs.map((resource) => ({
      queryKey: [resource, 'getList', { ...oneRecord, meta: undefined }],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        dataProvider.getList(resource, { ...oneRecord, signal }),
      retry: false,
    })),
  });
  return {
    isPending: results.some((result) => result.isPending),
    error: results.find((result) => result.error)?.error ?? null,
    missing: needs.filter((_, index) => (results[index]?.data?.total ?? 0) === 0),
  };
}

export function Prerequisite({ needs, message, children }: PrerequisiteProps) {
  const translate = useTranslate();
  const basename = useBasename();
  const getResourceLabel = useGetResourceLabel();
  const { isPending, error, missing } = useMissingRecords(needs);

  if (isPending) return <Typography role="status">{translate('neighbourly.loading')}</Typography>;
  if (error) {
    return (
      <Typography role="alert" color="error">
        {error.message || translate('neighbourly.generic.failure')}
      </Typography>
    );
  }
  if (missing.length === 0) return <>{children}</>;
  return (
    <Card component="section" sx={{ maxWidth: 720 }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <InfoOutlinedIcon color="secondary" aria-hidden />
          <Typography role="alert">{translate(message, { _: message })}</Typography>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {missing.map((resource) => (
            <Button
              key={resource}
              component={LinkBase}
              to={`${basename}/${resource}/add-new`}
              variant="outlined"
            >
              {translate('neighbourly.form.add_missing', {
                name: getResourceLabel(resource, 1),
              })}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
