/**
 * The first user journey in a real browser against the built app: a community registers, its
 * admin signs in, sees the dashboard shell for their role, logs out, and is then kept out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  screenshotBoth,
  startApp,
  visible,
  DESKTOP,
  type RunningApp,
} from './harness';
import { signOutUi } from './support';

let app: RunningApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const admin = { email: 'adaeze@lekkigardens.ng', password: 'Gardens#2026', phone: '08031234567' };

describe('register, sign in, dashboard shell, logout', () => {
  it('shows the landing page and leads to registration', async () => {
    await page.goto(app.url);
    await visible(page.getByRole('heading', { name: 'EMPOWERING NEIGBORHOODS' }));
    await screenshotBoth(page, 'landing');
    await page.getByRole('link', { name: 'Register' }).first().click();
    await page.waitForURL('**/auth/sign-up');
    await visible(page.getByRole('heading', { name: 'Register a community' }));
  });

  it('registers a community with its admin', async () => {
    await page.getByLabel('Community name').fill('Lekki Gardens Estate');
    await page.getByLabel('Community address').fill('Km 20 Lekki-Epe Expressway');
    await page.getByLabel('Full name').fill('Adaeze Okafor');
    await page.getByLabel('Title').fill('Mrs');
    await page.getByLabel('Phone number').fill(admin.phone);
    await page.getByLabel('Email address').fill('info@lekkigardens.ng');
    await page.getByLabel('Community type').selectOption('CDA');
    await page.getByLabel('Admin email').fill(admin.email);
    await page.getByLabel('Admin password', { exact: true }).fill(admin.password);
    await page.getByLabel('State').fill('Lagos');
    await page.getByLabel('LGA').fill('Eti-Osa');
    await page.getByLabel('Street').fill('Admiralty Way');
    await screenshotBoth(page, 'sign-up');
    await page.getByRole('button', { name: 'Register' }).click();
    await visible(page.getByText('Community registration successfull'));
    await page.waitForURL('**/auth/sign-in');
  });

  it('refuses a wrong password and then signs the admin in', async () => {
    await visible(page.getByRole('heading', { name: 'Welcome Back' }));
    await screenshotBoth(page, 'sign-in');
    await page.getByLabel('Email or phone number').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await visible(page.getByText('Incorrect username or password'));
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard/home');
  });

  it('greets the admin and shows the administrator menu', async () => {
    await visible(page.getByText('Hello, Adaeze'));
    const sidebar = page.getByRole('navigation').first();
    await visible(sidebar.getByRole('menuitem', { name: 'Communities' }));
    await visible(sidebar.getByRole('menuitem', { name: 'Residents' }));
    await visible(page.getByText(/\/auth\/sign-up\?ref=\d+/));
    await screenshotBoth(page, 'dashboard-home');
  });

  it('keeps the session out of reach of scripts: an HttpOnly cookie, nothing in localStorage', async () => {
    const stored = await page.evaluate(() => localStorage.getItem('root') ?? '');
    expect(JSON.parse(stored).user).toMatchObject({ roleName: 'Admin' });
    expect(stored).not.toContain('authToken');
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === 'nb_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    expect(stored).not.toContain(session!.value);
    // Scripts see the CSRF cookie only, never the session's.
    const visibleToScripts = await page.evaluate(() => document.cookie);
    expect(visibleToScripts).toContain('nb_csrf=');
    expect(visibleToScripts).not.toContain(session!.value);
  });

  it('logs out through the server and keeps the dashboard closed afterwards', async () => {
    const cookies = await page.context().cookies();
    const token = cookies.find((cookie) => cookie.name === 'nb_session')?.value;
    expect(token).toBeTruthy();
    await page.goto(`${app.url}/dashboard/home`);
    await signOutUi(page, app.url);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').user);
    expect(stored ?? null).toBeNull();
    // The server cleared the cookie, and the old token is refused however it is sent.
    const left = await page.context().cookies();
    expect(left.find((cookie) => cookie.name === 'nb_session')).toBeUndefined();
    const me = await fetch(`${app.url}/api/AuthUser/me`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(401);
    const viaCookie = await fetch(`${app.url}/api/AuthUser/me`, {
      headers: { cookie: `nb_session=${token}` },
    });
    expect(viaCookie.status).toBe(401);
    await page.goto(`${app.url}/dashboard/home`);
    await page.waitForURL('**/auth/sign-in');
  });

  it('shows both steps of password reset', async () => {
    await page.goto(`${app.url}/auth/reset-password`);
    await screenshotBoth(page, 'reset-step-1');
    await page.getByLabel('Username or email').fill(admin.email);
    await page.getByRole('button', { name: 'Reset' }).click();
    await visible(page.getByText('Enter OTP verification'));
    await screenshotBoth(page, 'reset-step-2');
  });
});
