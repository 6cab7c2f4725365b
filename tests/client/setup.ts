import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor give up after 1 s by default; with two test workers on two cores a
// react-admin page can take longer to settle, and a slow pass is not a failure.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // The CSRF cookie a test's sign-in set (fixtures.ts).
  document.cookie = 'nb_csrf=; max-age=0; path=/';
});
