/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The client lives in src/client (Vite root); the API is proxied in development so one origin
// serves both, as `npm start` does in production.
const apiPort = process.env.PORT ?? '3000';
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react()],
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
      {
        test: {
          name: 'api-sqlite',
          root: '.',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'sqlite' },
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                root: '.',
                include: ['tests/server/**/*.test.ts'],
                environment: 'node',
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          root: '.',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
