import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toasts } from '../../../src/client/common/Toasts';
import DashboardApp from '../../../src/client/dashboard/DashboardApp';

// The whole Admin mounts per test; on a busy machine its first render can pass the 1 s default.
configure({ asyncUtilTimeout: 5000 });

/** The dashboard as main.tsx mounts it, with stand-ins for the public pages. */
export function renderDashboard(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard/*" element={<DashboardApp />} />
        <Route path="/auth/sign-in" element={<p>Sign-in page</p>} />
        <Route path="/" element={<p>Landing page</p>} />
      </Routes>
      <Toasts />
    </MemoryRouter>,
  );
}
