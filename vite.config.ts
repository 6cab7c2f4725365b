/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The client lives in src/client (Vite root); the API is proxied in development so one origin
// serves both, as `npm start` does in production.
const apiPort = process.env.PORT ?? '3000';
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

// The API test files that replace a module with vi.mock, which needs a module cache of its own.
const API_MOCKS = [
  'tests/server/files/upload-cut-short.test.ts',
  'tests/server/plugins/app/access-table.test.ts',
  'tests/server/plugins/app/authorization-matrix.test.ts',
];

/**
 * The API tests on one database. Their files share each worker's module cache (isolate: false):
 * every file builds its own app on its own database, so nothing leaks between them through
 * modules, and importing the server once per worker instead of once per file takes about half
 * the API tests' time off. The files that mock a module run isolated, in a project of their own.
 */
function apiProjects(database: 'sqlite' | 'postgres') {
  // A new PostgreSQL database is migrated in a few seconds, more on a busy 2-core machine.
  const common = {
    root: '.',
    environment: 'node',
    env: { TEST_DB: database },
    testTimeout: 30_000,
  } as const;
  return [
    {
      test: {
        ...common,
        name: `api-${database}`,
        include: ['tests/server/**/*.test.ts'],
        exclude: API_MOCKS,
        isolate: false,
      },
    },
    { test: { ...common, name: `api-${database}-mocks`, include: API_MOCKS } },
  ];
}

/**
 * Vitest's order (larger files first, without timings from an earlier run), except that the
 * layout sweep's two files go first: they are the longest end-to-end tests (over three minutes
 * each) but three lines on disk (layout-sweep.ts holds the sweep), so they came last and ran on
 * after every other file had finished.
 */
class SweepsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const sweep = (spec: TestSpecification) => /tests\/e2e\/layout-sweep-/.test(spec.moduleId);
    return [...sorted.filter(sweep), ...sorted.filter((spec) => !sweep(spec))];
  }
}

/**
 * The guard's console installable and usable offline (issue 21): the manifest, and a service
 * worker (/sw.js) precaching the built app, lazily loaded dashboard chunks included, that answers
 * /dashboard/* with index.html without a connection (never /api). The dashboard's gate page
 * registers it (src/client/dashboard/gate/registerServiceWorker.ts), so nothing is injected
 * into the landing page but the manifest link. Icons: scripts/gate-icons.mjs.
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: false,
  manifest: {
    id: '/dashboard/gate',
    name: 'Neighbourly Gate',
    short_name: 'Gate',
    description: "The estate gate's guard console: visitor codes, check-in and check-out",
    start_url: '/dashboard/gate',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#1b5e20',
    background_color: '#f6f7f4',
    icons: [
      { src: '/icons/gate-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/gate-512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/icons/gate-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    navigateFallback: '/index.html',
    navigateFallbackAllowlist: [/^\/dashboard(\/|$)/],
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    cleanupOutdatedCaches: true,
  },
});

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), pwa],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: which chunks each page loads (scripts/bench reads it for the budgets).
    manifest: true,
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  test: {
    root: '.',
    sequence: { sequencer: SweepsFirst },
    // Vitest runs cores − 1 workers by default: one on a 2-core CI machine. Most test time is
    // spent waiting (the database, timers, Chromium), so two workers finish far sooner.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: '.',
          include: ['tests/shared/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          root: '.',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/client/setup.ts'],
          // A react-admin page can take seconds to settle on a busy 2-core machine.
          testTimeout: 60_000,
        },
      },
      ...apiProjects('sqlite'),
      ...(withPostgres ? apiProjects('postgres') : []),
      {
        test: {
          name: 'e2e',
          root: '.',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at once (each its own app, data directory and Chromium): a browser test
          // spends much of its time waiting on the network and on timers, and the layout sweep's
          // two halves (Admin, Member) are its longest files. With the Node 24 pass beside them
          // the machine is busy: each page step may take 20 s (setDefaultTimeout) before failing.
        },
      },
    ],
  },
});
