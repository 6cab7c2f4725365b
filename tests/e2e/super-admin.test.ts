/**
 * The Super admin as an operator creates one: `npm run create-super-admin` against the data
 * directory of the running app, then sign-in in the browser to the platform view.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, startApp, visible, type RunningApp } from './harness';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('Super admin from the command line', () => {
  it('creates the Super admin and signs in to the platform view', async () => {
    const output = execFileSync(
      'npm',
      [
        'run',
        '--silent',
        'create-super-admin',
        '--',
        '--email',
        'ops@neighbourly.ng',
        '--name',
        'Tunde Bakare',
      ],
      {
        env: {
          ...process.env,
          DATA_DIR: app.dataDir,
          DATABASE_URL: '',
          SUPER_ADMIN_PASSWORD: 'Platform#2026',
        },
        encoding: 'utf8',
      },
    );
    expect(output).toMatch(/ops@neighbourly\.ng/);
    expect(output).not.toMatch(/Platform#2026/);

    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${app.url}/auth/sign-in`);
    await page.getByLabel('Email or phone number').fill('OPS@neighbourly.ng');
    await page.getByLabel('Password', { exact: true }).fill('Platform#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard/home');
    await visible(page.getByText('Hello, Tunde'));
    await visible(
      page.getByRole('navigation').first().getByRole('menuitem', { name: 'Communities' }),
    );
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').user);
    expect(stored).toMatchObject({ roleName: 'Super admin', communityId: null });
    await page.close();
  });
});
