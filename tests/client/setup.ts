import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { skipUnmatchableRules } from './fastStyleRules';

// findBy* and waitFor give up after 1 s by default; with two test workers on two cores (and other
// processes beside them) a react-admin page can take seconds to settle, and a slow pass is not a
// failure. Set here only: a configure() in a test file would override it for the whole worker.
configure({ asyncUtilTimeout: 10_000 });
skipUnmatchableRules(document);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // The CSRF cookie a test's sign-in set (fixtures.ts).
  document.cookie = 'nb_csrf=; max-age=0; path=/';
});
