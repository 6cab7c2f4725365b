/**
 * Issue 12 (account safety) in a real browser against the built app, on the demo community at
 * size (300 residents, a year of money, seeded by `seed:demo` into the app's data directory):
 * - the Admin changes the community's bank details on the profile page: refused without the
 *   current password and with a wrong one, saved with the right one (the overview shows the new
 *   account number), and every administrator of the community is mailed the old and new values;
 * - an exco officer (a Treasurer the Admin names through the API) sees an Admin's name, e-mail,
 *   phone and role read-only and no Delete, and a Member's record editable;
 * - the sign-up page refuses an Admin e-mail with a zero-width space and registers nothing.
 * Each page is saved as a desktop and a phone screenshot (issue12-e2e-*).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { messages } from '../../src/shared/messages';
import { bodyOf, resetCodeIn, subjectOf } from '../server/support/smtp-fixtures';
import { apiClient, field as fieldOf, pdf, png, signInUi as signInPage } from './support';
import {
  launchBrowser,
  screenshotBoth,
  startApp,
  visible,
  DESKTOP,
  PHONE,
  type RunningApp,
} from './harness';
import { seedDemo } from './seed';

const PASSWORD = 'Palm#View2026';
/** The demo's own bank details, as seeded (read in beforeAll). */
let OLD_BANK: { name: string; account: string };
const NEW_BANK = { name: 'Access Bank', account: '0690001234' };
const admin = { email: 'admin@demo.neighbourly.ng', password: PASSWORD };
const coAdmin = { fullName: 'Chidinma Eze', email: 'chidinma@example.ng', phone: '08061230001' };
const treasurer = { email: '', password: 'Treasurer#Safe2026' };

let app: RunningApp;
let browser: Browser;
let page: Page;
let adminToken: string;
let coAdminId: number;
let memberId: number;
let coAdminApartment: string;

const { api, signIn: apiSignIn } = apiClient(() => app.url);
const field = (label: string) => fieldOf(page, label);
const IDENTITY = ['Title', 'Full name', 'Email', 'Mobile number'];
/** Whether each identity field, then the role, may be edited. */
const editable = () =>
  Promise.all(
    [...IDENTITY.map((label) => field(label)), page.getByRole('combobox', { name: /^Role/ })].map(
      (input) => input.isEditable(),
    ),
  );

/** The outbox's messages (.eml files), raw. */
function outbox(): { raw: string; from: string; to: string[] }[] {
  const dir = path.join(app.dataDir, 'outbox');
  const names = existsSync(dir) ? readdirSync(dir) : [];
  return names.map((name) => ({
    raw: readFileSync(path.join(dir, name), 'utf8'),
    from: '',
    to: [],
  }));
}
const recipientOf = (raw: string) => /^To: (.*)$/im.exec(raw)?.[1]?.trim().toLowerCase() ?? '';

/** Both screenshots from the top of the page, toasts and all. */
async function shoot(name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBoth(page, `issue12-e2e-${name}`);
}

async function toast(text: string) {
  await visible(page.getByRole('alert').getByText(text, { exact: true }));
}

/** The community's bank details as the API reads them. */
async function bankDetails() {
  const { json } = await api('GET', '/api/Communities/1', adminToken);
  return { name: json.bankName as string, account: json.bankAccountNumber as string };
}

async function signOut() {
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
}

beforeAll(async () => {
  app = await startApp();
  await seedDemo(app.dataDir, PASSWORD, ['--residents', '300']);
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
  page.setDefaultTimeout(20_000);
  adminToken = await apiSignIn(admin.email, admin.password);
  OLD_BANK = await bankDetails();
  expect(OLD_BANK.account).toMatch(/^\d{10}$/);
  expect(OLD_BANK).not.toEqual(NEW_BANK);

  const roles = (await api('GET', '/api/Communities/Getroles', adminToken)).json;
  const roleId = (name: string): number =>
    roles.find((role: { roleName: string }) => role.roleName === name).id;
  const list = await api('GET', '/api/Residents?PageSize=50', adminToken);
  expect(list.json.totalRecordCount).toBeGreaterThanOrEqual(300);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const [future, member] = list.json.records.filter((one: any) => one.roleName === 'Member');
  memberId = member.id as number;

  // A second Admin with a resident record (the registering Admin has none).
  const form = new FormData();
  // prettier-ignore
  const fields = [
    ['Title', 'Mrs'], ['FullName', coAdmin.fullName], ['Gender', 'Female'],
    ['MaritalStatus', 'Married'], ['Dob', '1984-02-03'], ['MobileNumber', coAdmin.phone],
    ['Email', coAdmin.email], ['SelectedAddressId', future.selectedAddressId],
    ['SelectedApartmentId', future.selectedApartmentId],
    ['SelectApartmentTypeId', future.selectedApartmentTypeId],
    ['SelectedRoleId', roleId('Admin')], ['Occupation', 'Lawyer'], ['Nationality', 'Nigerian'],
    ['State', 'Lagos'], ['IdNumberType', 'NIN'], ['IdNumber', '22233344455'],
  ] as const;
  for (const [key, value] of fields) form.append(key, String(value));
  const image = new Blob([new Uint8Array(png([20, 90, 160]))], { type: 'image/png' });
  form.append('Image', image, 'c.png');
  form.append(
    'IdNumberFile',
    new Blob([new Uint8Array(pdf())], { type: 'application/pdf' }),
    'c.pdf',
  );
  const created = await api('POST', '/api/Residents', adminToken, form);
  expect(created.status).toBe(201);
  coAdminId = created.json.id;
  coAdminApartment = `${future.apartmentName} · ${future.address}`;

  // A Member made Treasurer, who sets a password with a reset code from the outbox.
  treasurer.email = future.email as string;
  const exco = await api('POST', '/api/Residents/Excos', adminToken, {
    residentId: future.id,
    roleId: roleId('Treasurer'),
  });
  expect(exco.status).toBe(200);
  const asked = await api('POST', '/api/AuthUser/ForgotPassword', undefined, {
    userUniqueId: treasurer.email,
  });
  expect(asked.status).toBe(200);
  const codeMail = () => outbox().find((mail) => recipientOf(mail.raw) === treasurer.email);
  for (let tries = 0; !codeMail() && tries < 100; tries += 1) await delay(100);
  const reset = await api('POST', '/api/AuthUser/ResetPassword', undefined, {
    userUniqueId: treasurer.email,
    otp: resetCodeIn(codeMail()!),
    newPassword: treasurer.password,
    confirmPassword: treasurer.password,
  });
  expect(reset.status).toBe(200);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('account safety at size', () => {
  it('guards the Admin’s change of the bank details and mails every administrator', async () => {
    await signInPage(page, app.url, admin.email, admin.password);
    await page.goto(`${app.url}/dashboard/profile`);
    const details = page.getByRole('region', { name: 'Your details' });
    const confirm = details.getByLabel('Current password', { exact: true });
    await visible(confirm);
    await expect.poll(() => field('Bank account number').inputValue()).toBe(OLD_BANK.account);
    await field('Bank name').fill(NEW_BANK.name);
    await field('Bank account number').fill(NEW_BANK.account);

    // No current password: refused before sending, nothing saved.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(messages.profile.currentPasswordRequired);
    expect(await bankDetails()).toEqual(OLD_BANK);

    // A wrong one: the server's message, nothing saved.
    await confirm.fill('Not#TheRight1');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(messages.profile.wrongPassword);
    expect(await bankDetails()).toEqual(OLD_BANK);
    await page.waitForTimeout(800); // the toasts' entrance
    await shoot('profile-wrong-password');

    // The right one: saved, and the overview shows the new account.
    await confirm.fill(admin.password);
    await page.setViewportSize(PHONE); // Save is reachable on a phone (no bar covers it)
    await page.getByRole('button', { name: 'Save', exact: true }).click({ timeout: 3000 });
    await page.setViewportSize(DESKTOP);
    await page.waitForURL('**/dashboard/home');
    const bank = page.getByRole('region', { name: 'Bank details' });
    await visible(bank.getByText(NEW_BANK.account, { exact: true }));
    await visible(bank.getByText(NEW_BANK.name, { exact: true }));
    expect(await bankDetails()).toEqual(NEW_BANK);

    const database = new Database(path.join(app.dataDir, 'neighbourly.sqlite'), { readonly: true });
    // The administrators: Admin and the exco roles (not Members, nor the demo's guard).
    const administrators = database
      .prepare(
        `SELECT lower(u.email) AS email FROM users u JOIN roles r ON r.id = u.role_id
         WHERE u.community_id = 1 AND r.role_name NOT IN ('Member', 'Security') ORDER BY 1`,
      )
      .all()
      .map((row) => (row as { email: string }).email);
    database.close();
    expect(administrators).toEqual(
      expect.arrayContaining([admin.email, coAdmin.email, treasurer.email]),
    );
    expect(administrators.length).toBeGreaterThanOrEqual(9);
    const notices = () =>
      outbox().filter((mail) => subjectOf(mail) === messages.profile.bankDetailsChangedSubject);
    await expect
      .poll(() =>
        notices()
          .map((mail) => recipientOf(mail.raw))
          .sort(),
      )
      .toEqual(administrators);
    for (const mail of notices()) {
      const text = bodyOf(mail);
      expect(text).toContain(`'${OLD_BANK.account}' → '${NEW_BANK.account}'`);
      expect(text).toContain(`'${OLD_BANK.name}' → '${NEW_BANK.name}'`);
      expect(text).not.toContain(admin.password);
    }
  });

  it('shows an officer an Admin read-only and a Member editable', async () => {
    await signOut();
    await signInPage(page, app.url, treasurer.email, treasurer.password);
    await page.goto(`${app.url}/dashboard/resident/${coAdminId}`);
    await expect.poll(() => field('Full name').inputValue()).toBe(coAdmin.fullName);
    const role = page.getByRole('combobox', { name: /^Role/ });
    await visible(role);
    expect(await editable()).toEqual([false, false, false, false, false]);
    expect(await role.innerText()).toContain('Admin');
    expect(await field('Email').inputValue()).toBe(coAdmin.email);
    expect(await field('Occupation').isEditable()).toBe(true);
    // Her apartment is past the first 100 of the estate's 318, and still shown, with its address.
    await expect.poll(() => field('Apartment').inputValue()).toBe(coAdminApartment);
    await expect(page.getByRole('button', { name: 'Delete' }).count()).resolves.toBe(0);
    await shoot('officer-views-admin');

    await page.goto(`${app.url}/dashboard/resident/${memberId}`);
    await expect.poll(() => field('Email').inputValue()).not.toBe(coAdmin.email);
    await visible(page.getByRole('combobox', { name: /^Role/ }));
    expect(await editable()).toEqual([true, true, true, true, true]);
    await visible(page.getByRole('button', { name: 'Delete' }));
  });

  it('refuses a look-alike e-mail on the sign-up page and registers nothing', async () => {
    await signOut();
    const lookAlike = 'new\u200Badmin@palmview.ng';
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/Communities/CreateCommunity')) sent.push(request.url());
    });
    await page.goto(`${app.url}/auth/sign-up`);
    await visible(page.getByRole('heading', { name: 'Register a community' }));
    await page.getByLabel('Community name').fill('Palmview Annexe');
    await page.getByLabel('Community address').fill('1 Palmview Close, Ikoyi');
    await page.getByLabel('Full name').fill('Yemi Alade');
    await page.getByLabel('Phone number').fill('08061239999');
    await page.getByLabel('Email address').fill('info@palmview-annexe.ng');
    await page.getByLabel('Admin email').fill(lookAlike);
    await page.getByLabel('Admin password', { exact: true }).fill('Annexe#Pass2026');
    await page.getByLabel('State').fill('Lagos');
    await page.getByLabel('LGA').fill('Ikoyi');
    await page.getByLabel('Street').fill('Palmview Close');
    await page.getByRole('button', { name: 'Register community' }).click();
    await toast(messages.identity.invisible);
    // The message is on the field too, read with it by screen readers.
    const adminEmail = page.getByLabel('Admin email');
    await visible(page.locator('#signup-adminEmail-error').getByText(messages.identity.invisible));
    expect(await adminEmail.getAttribute('aria-invalid')).toBe('true');
    expect(await adminEmail.getAttribute('aria-describedby')).toContain('signup-adminEmail-error');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? ''))
      .toBe('signup-adminEmail');
    await shoot('sign-up-look-alike');
    expect(sent).toEqual([]);
    const login = { UserUniqueId: 'newadmin@palmview.ng', PassWord: 'Annexe#Pass2026' };
    expect((await api('POST', '/api/AuthUser/login', undefined, login)).status).toBe(401);
  });
});
