import { Suspense, lazy, type ComponentType } from 'react';
import { useLocation } from './common/router';
import { Toasts } from './common/Toasts';
import PublicApp from './public/PublicApp';

// The public pages are small and come with the entry chunk (no second round trip before the
// first paint); the dashboard, with react-admin, MUI and react-router, only under /dashboard.
const DashboardApp = lazy(() => import('./dashboard/DashboardApp'));

export const isDashboardPath = (pathname: string) =>
  pathname === '/dashboard' || pathname.startsWith('/dashboard/');

function PageLoading() {
  return (
    <p className="page-loading" role="status">
      Loading...
    </p>
  );
}

/** The whole client: the dashboard under /dashboard, the public pages everywhere else. */
export function App({ Dashboard = DashboardApp }: { Dashboard?: ComponentType }) {
  const { pathname } = useLocation();
  return (
    <>
      {isDashboardPath(pathname) ? (
        <Suspense fallback={<PageLoading />}>
          <Dashboard />
        </Suspense>
      ) : (
        <PublicApp />
      )}
      <Toasts />
    </>
  );
}
