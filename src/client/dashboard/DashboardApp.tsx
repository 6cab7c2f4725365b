import { useEffect, useState, type ReactNode } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { restoreUser } from '../common/session-store';
import address from './address';
import adverts from './adverts';
import apartmentTypes from './apartment-types';
import { AddDependant } from './apartment-types/AddDependant';
import apartments from './apartments';
import audit from './audit';
import type { ResourceViews } from './common/resourceViews';
import communities from './communities';
import debtors from './debtors';
import excos from './excos';
import { ExpensesPage } from './finance/expenses/ExpensesPage';
import { IncomePage } from './finance/income/IncomePage';
import { WalletPage } from './finance/wallet/WalletPage';
import landlords from './landlords';
import { DashboardLayout } from './layout/Layout';
import { ToastNotification } from './layout/ToastNotification';
import { Overview } from './overview/Overview';
import { ProfilePage } from './profile/ProfilePage';
import projects from './projects';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { createQueryClient } from './providers/queryClient';
import { useSessionEndedRedirect } from './providers/sessionEnd';
import { i18nProvider } from './providers/i18nProvider';
import resident from './resident';
import streets from './streets';
import { theme } from './theme';

/**
 * A resource with the spec's extra routes: `add-new` (a static segment, so it wins over `:id`)
 * for the create view, and `:id` for a show-only detail such as /dashboard/debtors/{debtorId}.
 */
function resource(name: string, views: ResourceViews, extraRoutes?: ReactNode) {
  const { create: Create, show: Show, edit } = views;
  return (
    <Resource key={name} name={name} {...views}>
      {Create && <Route path="add-new" element={<Create />} />}
      {Show && !edit && <Route path=":id" element={<Show />} />}
      {extraRoutes}
    </Resource>
  );
}

/** Pages that are no resource: the finance pages (issue 5) and the profile (issue 7). */
const financePages = [
  ['wallet', WalletPage],
  ['income', IncomePage],
  ['expenses', ExpensesPage],
] as const;

/** The dashboard under /dashboard/*, inside main.tsx's BrowserRouter. */
export default function DashboardApp() {
  // Any call answered 401 (an ended session) returns to sign-in with a notice.
  useSessionEndedRedirect();
  const [restored, setRestored] = useState(false);
  const [queryClient] = useState(createQueryClient);
  useEffect(() => {
    let live = true;
    void restoreUser().then(() => {
      if (live) setRestored(true);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!restored) {
    return (
      <p className="page-loading" role="status">
        {i18nProvider.translate('neighbourly.loading')}
      </p>
    );
  }
  return (
    <Admin
      basename="/dashboard"
      title={i18nProvider.translate('neighbourly.product')}
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      layout={DashboardLayout}
      dashboard={Overview}
      notification={ToastNotification}
      theme={theme}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      {resource('communities', communities)}
      {resource('resident', resident)}
      {resource('projects', projects)}
      {resource('streets', streets)}
      {resource('landlords', landlords)}
      {resource('apartments', apartments)}
      {resource(
        'apartment-types',
        apartmentTypes,
        <Route path="add-dependant" element={<AddDependant />} />,
      )}
      {resource('address', address)}
      {resource('excos', excos)}
      {resource('adverts', adverts)}
      {resource('debtors', debtors)}
      {resource('audit', audit)}
      <CustomRoutes>
        <Route path="/home" element={<Overview />} />
        {financePages.map(([slug, Page]) => (
          <Route key={slug} path={`/${slug}`} element={<Page />} />
        ))}
        <Route path="/profile" element={<ProfilePage />} />
      </CustomRoutes>
    </Admin>
  );
}
