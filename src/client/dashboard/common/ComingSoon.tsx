import ConstructionIcon from '@mui/icons-material/Construction';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useGetResourceLabel, useResourceContext, useTranslate } from 'react-admin';

type View = 'list' | 'create' | 'edit' | 'show';

interface ComingSoonPanelProps {
  /** The page's name, already translated. */
  name: string;
}

/** A plain card standing in for a page that a later issue builds: '<Name> is coming soon'. */
export function ComingSoonPanel({ name }: ComingSoonPanelProps) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={name} sx={{ maxWidth: 720 }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <ConstructionIcon color="secondary" />
          <Typography variant="h5" component="h1">
            {name}
          </Typography>
        </Stack>
        <Typography color="text.secondary">
          {translate('neighbourly.coming_soon.text', { name })}
        </Typography>
      </CardContent>
    </Card>
  );
}

function useViewName(view: View): string {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const resource = useResourceContext() ?? '';
  const name = getResourceLabel(resource, view === 'list' ? 2 : 1);
  return translate(`neighbourly.coming_soon.${view}`, { name });
}

/** Resource views for now: the resource's list, add-new and detail pages. */
export const ComingSoonList = () => <ComingSoonPanel name={useViewName('list')} />;
export const ComingSoonCreate = () => <ComingSoonPanel name={useViewName('create')} />;
export const ComingSoonEdit = () => <ComingSoonPanel name={useViewName('edit')} />;
export const ComingSoonShow = () => <ComingSoonPanel name={useViewName('show')} />;

/** A custom page (wallet, income, expenses, profile, add-dependant) named by an i18n key. */
export function ComingSoonPage({ nameKey }: { nameKey: string }) {
  const translate = useTranslate();
  return <ComingSoonPanel name={translate(nameKey)} />;
}
