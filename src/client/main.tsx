import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Toasts } from './common/Toasts';
import './common/base.css';

// Two lazy chunks: the landing and auth pages never download react-admin, and the dashboard
// brings it in only under /dashboard.
const PublicApp = lazy(() => import('./public/PublicApp'));
const DashboardApp = lazy(() => import('./dashboard/DashboardApp'));

function PageLoading() {
  return (
    <p className="page-loading" role="status">
      Loading...
    </p>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/dashboard/*" element={<DashboardApp />} />
          <Route path="*" element={<PublicApp />} />
        </Routes>
      </Suspense>
      <Toasts />
    </BrowserRouter>
  </StrictMode>,
);
