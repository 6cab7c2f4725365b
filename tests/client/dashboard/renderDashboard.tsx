import { render } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toasts } from '../../../src/client/common/Toasts';
import DashboardApp from '../../../src/client/dashboard/DashboardApp';

/** The sign-in page's stand-in; `sign-in-search` shows its query (`?ended=1` after a 401). */
function SignInStub() {
  const { search } = useLocation();
  return (
    <>
      <p>Sign-in page</p>
      <output data-testid="sign-in-search">{search}</output>
    </>
  );
}

/**
 * The dashboard as main.tsx mounts it, with stand-ins for the public pages; `dataProvider` in
 * place of the real one (fakeDataProvider.ts), or the real one talking to a stubbed fetch.
 */
export function renderDashboard(path: string, dataProvider?: DataProvider) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard/*" element={<DashboardApp dataProvider={dataProvider} />} />
        <Route path="/auth/sign-in" element={<SignInStub />} />
        <Route path="/" element={<p>Landing page</p>} />
      </Routes>
      <Toasts />
    </MemoryRouter>,
  );
}
