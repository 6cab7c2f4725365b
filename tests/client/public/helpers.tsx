import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, vi } from 'vitest';
import { App } from '../../../src/client/App';
import { useLocation } from '../../../src/client/common/router';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function DashboardStub() {
  return <p>Dashboard stub</p>;
}

/**
 * Renders the app at `path` as main.tsx does (the public pages route on window.history), with a
 * stand-in for the dashboard and a location probe.
 */
export function renderPublic(path: string) {
  const user = userEvent.setup();
  window.history.replaceState(null, '', path);
  render(
    <>
      <App Dashboard={DashboardStub} />
      <LocationProbe />
    </>,
  );
  return { user };
}

export const currentPath = () => screen.getByTestId('location').textContent;
export const currentSearch = () => window.location.search;

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
