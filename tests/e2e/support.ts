/**
 * What the end-to-end journeys share: small real files to upload, a JSON/multipart API client,
 * and Playwright helpers that find MUI inputs by their visible labels.
 */
import { crc32, deflateSync } from 'node:zlib';
import { afterEach, beforeEach, expect } from 'vitest';
import type { Page } from 'playwright-core';

/** A valid 8x8 RGB PNG, built byte by byte (signature, IHDR, IDAT, IEND). */
export function png(rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill(rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array(size).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal one-page PDF. */
export function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
      '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n' +
      'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

/** Calls the app's API: JSON bodies, or FormData as multipart; answers status and parsed body. */
export function apiClient(baseUrl: () => string) {
  async function api(method: string, url: string, token?: string, body?: unknown) {
    const form = body instanceof FormData;
    const response = await fetch(`${baseUrl()}${url}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, json: json as any };
  }

  async function signIn(login: string, password: string): Promise<string> {
    const { status, json } = await api('POST', '/api/AuthUser/login', undefined, {
      UserUniqueId: login,
      PassWord: password,
    });
    expect(status).toBe(200);
    return json.authToken as string;
  }

  return { api, signIn };
}

/** Signs in through the sign-in page and waits for the overview. */
export async function signInUi(page: Page, baseUrl: string, login: string, password: string) {
  await page.goto(`${baseUrl}/auth/sign-in`);
  await page.getByLabel('Email or phone number').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard/home');
}

/**
 * Signs out with the menu's Logout and waits for the landing page: never the sign-in page, even
 * when the page's own calls meet the session as it is revoked (a CI run once ended there).
 */
export async function signOutUi(page: Page, baseUrl: string) {
  await page.getByRole('menuitem', { name: 'Logout' }).first().click();
  await page.waitForURL(`${baseUrl}/`);
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A label, whether or not MUI marks it required with ' *'. */
const labelled = (label: string) => new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`);

/** An input by its label. */
export const field = (page: Page, label: string) => page.getByLabel(labelled(label));

/** An AutocompleteInput / SelectInput: open the combobox by its label, pick the option. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: labelled(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Makes the describe block it is called in one journey: once a step fails, the later ones (which
 * build on it) are skipped rather than failing for the same cause.
 */
export function oneJourney(): void {
  let broken = false;
  beforeEach((context) => {
    if (broken) context.skip();
  });
  afterEach((context) => {
    if (context.task.result?.state === 'fail') broken = true;
  });
}
