import { useEffect, useState, type ReactNode } from 'react';
import { Admin, CustomRoutes, Resource, type DataProvider } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes, useInRouterContext } from 'react-router-dom';
import { PAY_LINK_PATH } from '../../shared/notices';
import { announceLocationChange } from '../common/router';
import { restoreUser } from '../common/session-store';
import address from './address';
import adverts from './adverts';
import apartmentTypes from './apartment-types';
import apartments from './apartments';
import audit from './audit';
import { lazyView } from './common/lazyView';
import { PermissionDenied } from './common/PermissionDenied';
import type { ResourceViews } from './common/resourceViews';
import communities from './communities';
import debtors from './debtors';
import excos from './excos';
import landlords from './landlords';
import notices from './notices';
import { DashboardLayout } from './layout/Layout';
import { ToastNotification } from './layout/ToastNotification';
import { Overview } from './overview/Overview';
import projects from './projects';
import { authProvider } from './providers/authProvider';
import { dataProvider as apiDataProvider } from './providers/dataProvider';
import { createQueryClient } from './providers/queryClient';
import { useEndedSession } from './providers/sessionEnd';
import { i18nProvider } from './providers/i18nProvider';
import resident from './resident';
import streets from './streets';
import visitorLog from './visitor-log';
import visitorPasses from './visitor-passes';
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

// Pages that are no resource, loaded when opened like the resources' views: the finance pages
// (issue 5, with their charts), the profile (issue 7) and the spreadsheet import (issue 17).
const AddDependant = lazyView(() => import('./apartment-types/AddDependant'), 'AddDependant');
const ProfilePage = lazyView(() => import('./profile/ProfilePage'), 'ProfilePage');
const ImportPage = lazyView(() => import('./import/ImportPage'), 'ImportPage');
// Online payments (issue 18): Paystack's return page, suspense and reconciliation.
const paymentPages = [
  ['return', lazyView(() => import('./payments/PaymentReturnPage'), 'PaymentReturnPage')],
  ['suspense', lazyView(() => import('./payments/SuspensePage'), 'SuspensePage')],
  ['reconciliation', lazyView(() => import('./payments/ReconciliationPage'), 'ReconciliationPage')],
] as const;
// A dues reminder's pay link (issue 19): the payer's own Pay now.
const PayPage = lazyView(() => import('./pay/PayPage'), 'PayPage');
const PaymentSettingsPage = lazyView(
  () => import('./payment-settings/PaymentSettingsPage'),
  'PaymentSettingsPage',
);
// Dues reminders (issue 19): the schedule and Send reminders now.
const RemindersPage = lazyView(() => import('./reminders/RemindersPage'), 'RemindersPage');
// The guard's console (issue 21).
const GatePage = lazyView(() => import('./gate/GatePage'), 'GatePage');
const financePages = [
  ['wallet', lazyView(() => import('./finance/wallet/WalletPage'), 'WalletPage')],
  ['income', lazyView(() => import('./finance/income/IncomePage'), 'IncomePage')],
  ['expenses', lazyView(() => import('./finance/expenses/ExpensesPage'), 'ExpensesPage')],
] as const;

/**
 * The dashboard under /dashboard/*. App.tsx loads it lazily, outside any router: the public pages
 * route without react-router, so the dashboard brings its own BrowserRouter. Tests mount it inside
 * a MemoryRouter, which it then uses, and may give it another dataProvider (an in-memory one).
 */
export default function DashboardApp({
  dataProvider = apiDataProvider,
}: { dataProvider?: DataProvider } = {}) {
  if (useInRouterContext()) return <NeighbourlyAdmin dataProvider={dataProvider} />;
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/dashboard/*" element={<NeighbourlyAdmin dataProvider={dataProvider} />} />
        <Route path="*" element={<LeaveDashboard />} />
      </Routes>
    </BrowserRouter>
  );
}

/**
 * The dashboard navigated away from /dashboard (sign-out, an ended session): react-router has
 * changed the URL already; App.tsx is told, and shows the public page.
 */
function LeaveDashboard() {
  useEffect(announceLocationChange, []);
  return null;
}

function NeighbourlyAdmin({ dataProvider }: { dataProvider: DataProvider }) {
  const endedSession = useEndedSession();
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

  // The server ended the session: leave the whole Admin at once, for the sign-in page.
  if (endedSession) return <Navigate to={endedSession} />;
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
      // Where react-admin sends a view the access table refuses (authProvider.canAccess).
      accessDenied={PermissionDenied}
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
      {resource('notices', notices)}
      {resource('visitor-passes', visitorPasses)}
      {resource('visitor-log', visitorLog)}
      <CustomRoutes>
        <Route path="/home" element={<Overview />} />
        {financePages.map(([slug, Page]) => (
          <Route key={slug} path={`/${slug}`} element={<Page />} />
        ))}
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/import" element={<ImportPage />} />
        <Route path="/payment-settings" element={<PaymentSettingsPage />} />
        <Route path="/reminders" element={<RemindersPage />} />
        <Route path="/gate" element={<GatePage />} />
        <Route path={PAY_LINK_PATH.slice('/dashboard'.length)} element={<PayPage />} />
        {paymentPages.map(([page, Page]) => (
          <Route key={page} path={`/payments/${page}`} element={<Page />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
