import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import { afterEach, vi } from 'vitest';
import PublicApp from '../../../src/client/public/PublicApp';
import { Toasts } from '../../../src/client/common/Toasts';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders the public app at `path` as main.tsx does, with the toast container and a location probe. */
export function renderPublic(path: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard/*" element={<p>Dashboard stub</p>} />
        <Route path="*" element={<PublicApp />} />
      </Routes>
      <LocationProbe />
      <Toasts />
    </MemoryRouter>,
  );
  return { user };
}

export const currentPath = () => screen.getByTestId('location').textContent;

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Replaces global fetch; each call answers with the next given response. */
export function stubFetch(...responses: (Response | Promise<Response>)[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses)
    fetchMock.mockImplementationOnce(() => Promise.resolve(response));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A response the test releases when it wants, to see the pending state. */
export function deferredResponse() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve };
}
