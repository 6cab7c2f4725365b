/**
 * Issue 7 (password reset) in a real browser against the built app, its e-mail going through a
 * real SMTP server on loopback: an Admin who forgot their password signs out, follows 'Forgot
 * password?' from the sign-in page, asks for a code, reads it from the received e-mail, types it
 * into the four boxes (focus moving forward), is refused a new password whose confirmation
 * differs (a toast, no request), sets the new password, lands on sign-in with the success toast,
 * signs in with it, and finds the old password and the old session refused. Both steps are saved
 * as desktop and phone screenshots (issue7-e2e-*).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import {
  startSmtpServer,
  subjectOf,
  resetCodeIn,
  type TestSmtpServer,
} from '../server/support/smtp-fixtures';
import { apiClient, signInUi as signInPage, signOutUi } from './support';
import {
  launchBrowser,
  screenshotBoth,
  startApp,
  visible,
  DESKTOP,
  type RunningApp,
} from './harness';

let smtp: TestSmtpServer;
let app: RunningApp;
let browser: Browser;
let page: Page;

const admin = {
  firstName: 'Ifeoma',
  email: 'ifeoma@banana-island.ng',
  password: 'Banana#Island2026',
  newPassword: 'Remembered#Now2026',
};

const { api, signIn: apiSignIn } = apiClient(() => app.url);

/** Every request the page sends to the reset endpoints, in order. */
const resetRequests: string[] = [];

async function toast(text: string) {
  await visible(page.getByRole('alert').getByText(text, { exact: true }));
}

/** Both screenshots from the top; toasts hidden unless asked for. */
async function shoot(name: string, { keepToasts = false } = {}) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const hidden = keepToasts
    ? null
    : await page.addStyleTag({
        content: '.Toastify, .Toastify * { visibility: hidden !important; }',
      });
  try {
    await screenshotBoth(page, `issue7-e2e-${name}`);
  } finally {
    await hidden?.evaluate((style) => (style as HTMLStyleElement).remove());
  }
}

const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startApp({ SMTP_URL: smtp.url });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
  page.setDefaultTimeout(20_000);
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (/\/api\/AuthUser\/(ForgotPassword|ResetPassword)$/.test(url.pathname)) {
      resetRequests.push(url.pathname.split('/').pop()!);
    }
  });

  const registration = await api('POST', '/api/Communities/CreateCommunity', undefined, {
    communityName: 'Banana Island Residents',
    communityAddress: '1 Ocean Parade, Banana Island',
    street: 'Ocean Parade',
    lga: 'Eti-Osa',
    state: 'Lagos',
    country: 'Nigeria',
    email: 'info@banana-island.ng',
    mobileNumber: '08025556677',
    fullName: 'Ifeoma Nwachukwu',
    title: 'Dr',
    adminEmail: admin.email,
    adminPassword: admin.password,
    pKey: '',
    advertpage: '',
    whatspplink: '',
    telegramlink: '',
    portal: '',
    referralId: '',
    communityType: 'Groups',
  });
  expect(registration.status).toBe(201);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.close();
});

describe('a user who forgot their password gets back in by e-mail', () => {
  let otherSession: string;
  let code: string;

  it('signs out, then asks for a code from the sign-in page', async () => {
    // A session elsewhere (another device) that the reset must end.
    otherSession = await apiSignIn(admin.email, admin.password);
    await signInPage(page, app.url, admin.email, admin.password);
    await visible(page.getByText(`Hello, ${admin.firstName}`));
    await signOutUi(page, app.url);

    await page.goto(`${app.url}/auth/sign-in`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/auth/reset-password');
    await visible(page.getByRole('heading', { name: 'Reset password', level: 1 }));
    await page.getByLabel('Username or email').fill(admin.email);
    await shoot('reset-step-1');
    expect(smtp.to(admin.email)).toHaveLength(0);

    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await visible(page.getByRole('heading', { name: 'Enter OTP verification', level: 1 }));
    await toast(
      'If an account matches, a code has been sent to its email address. It is valid for 10 minutes',
    );
    // Focus moves to the new step's heading; the e-mail typed in step 1 is kept.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await page.getByLabel('Username or email').inputValue()).toBe(admin.email);
    expect(resetRequests).toEqual(['ForgotPassword']);

    const [mail] = await smtp.waitFor(admin.email, 1, 10_000);
    expect(subjectOf(mail!)).toBe('Your Neighbourly password reset code');
    code = resetCodeIn(mail!);
    expect(code).toMatch(/^[A-Z2-9]{4}$/);
  });

  it('moves focus forward through the four code boxes as the code is typed', async () => {
    const boxes = page.getByRole('group', { name: 'Verification code' }).getByRole('textbox');
    await expect.poll(() => boxes.count()).toBe(4);
    await boxes.first().click();
    for (const [index, character] of [...code].entries()) {
      expect(await focusedId()).toBe(`reset-code-${index + 1}`);
      // Typed in lower case: the boxes show capitals.
      await page.keyboard.type(character.toLowerCase());
      if (index < 3) await expect.poll(focusedId).toBe(`reset-code-${index + 2}`);
    }
    expect(await focusedId()).toBe('reset-code-4');
    expect(
      await boxes.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    ).toEqual([...code]);
  });

  it('refuses a confirmation that differs, with a toast and no request', async () => {
    await page.getByLabel('New password', { exact: true }).fill(admin.newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill(`${admin.newPassword}!`);
    const mailsBefore = smtp.received.length;
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await toast('New password and confirm password do not match');
    // Let the toast finish sliding in before it is photographed.
    await page.waitForTimeout(800);
    await shoot('reset-step-2-mismatch', { keepToasts: true });
    // Nothing left the browser: no reset request, no e-mail, still on step 2.
    expect(resetRequests).toEqual(['ForgotPassword']);
    expect(smtp.received.length).toBe(mailsBefore);
    expect(page.url()).toMatch(/\/auth\/reset-password$/);
    await expect(apiSignIn(admin.email, admin.password)).resolves.toBeTruthy();
  });

  it('sets the new password with the code and returns to sign-in', async () => {
    await page.getByLabel('Confirm password', { exact: true }).fill(admin.newPassword);
    await shoot('reset-step-2');
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await page.waitForURL('**/auth/sign-in');
    await toast('Your password has been reset. Please sign in with your new password');
    expect(resetRequests).toEqual(['ForgotPassword', 'ResetPassword']);
    await visible(page.getByRole('heading', { name: 'Welcome Back' }));

    await page.getByLabel('Email or phone number').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard/home');
    await visible(page.getByText(`Hello, ${admin.firstName}`));
  });

  it('no longer accepts the old password, the old session or the used code', async () => {
    const oldPassword = await api('POST', '/api/AuthUser/login', undefined, {
      UserUniqueId: admin.email,
      PassWord: admin.password,
    });
    expect(oldPassword.status).toBe(401);
    expect((await api('GET', '/api/AuthUser/me', otherSession)).status).toBe(401);
    const again = await api('POST', '/api/AuthUser/ResetPassword', undefined, {
      userUniqueId: admin.email,
      otp: code,
      newPassword: 'Another#Password2026',
      confirmPassword: 'Another#Password2026',
    });
    expect(again).toEqual({ status: 400, json: { message: 'The code is invalid or has expired' } });

    // And in the browser: signed out, the old password is refused with the sign-in page's answer.
    await signOutUi(page, app.url);
    await page.goto(`${app.url}/auth/sign-in`);
    await page.getByLabel('Email or phone number').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await toast('Incorrect username or password');
    expect(page.url()).toMatch(/\/auth\/sign-in$/);
  });
});
