import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../src/shared/messages.js';
import type { App } from '../../../../src/server/app.js';
import { build, usePostgres } from '../../support/helper.js';

describe('health, docs and unknown paths', () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('GET /api/health checks the database without a session', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: usePostgres ? 'postgres' : 'sqlite',
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('serves a valid OpenAPI document listing every route', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info).toMatchObject({ title: 'Neighbourly API', version: expect.any(String) });
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/health',
        '/api/ready',
        '/api/AuthUser/login',
        '/api/AuthUser/logout',
        '/api/AuthUser/me',
        '/api/AuthUser/ForgotPassword',
        '/api/AuthUser/ResetPassword',
        '/api/AuthUser/Profile',
        '/api/AuthUser/ChangePassword',
        '/api/AuthUser/MessagePreferences',
        '/api/Communities/BankDetails',
        '/api/Communities/Settings',
        '/api/Communities/PaymentSettings',
        '/api/Communities/ReminderSchedule',
        '/api/Notices/',
        '/api/Notices/Reminders/Run',
        '/api/Notices/{id}',
        '/api/Notices/{id}/Deliveries',
        '/api/Notices/{id}/Read',
        '/api/Communities/Getroles',
        '/api/Communities/CreateCommunity',
        '/api/Communities/{comId}',
        '/api/Files/{fileId}',
        '/api/Landlords/',
        '/api/Landlords/community/{communityId}',
        '/api/Landlords/{id}',
        '/api/Communities/',
        '/api/Streets/',
        '/api/Streets/Community/{communityId}',
        '/api/Streets/{id}',
        '/api/Addresses/',
        '/api/Addresses/Community/{communityId}',
        '/api/Addresses/{id}',
        '/api/Apartments/',
        '/api/Apartments/Community/{communityId}',
        '/api/Apartments/{id}',
        '/api/Apartments/apartmentTypes',
        '/api/Apartments/apartmentTypes/{id}',
        '/api/Apartments/AddApartmentType',
        '/api/Apartments/UpdateApartmentType',
        '/api/Residents/',
        '/api/Residents/Community/{communityId}',
        '/api/Residents/Export',
        '/api/Residents/{id}',
        '/api/Residents/{residentId}/Dependants',
        '/api/Residents/{residentId}/Statement',
        '/api/Residents/Dependants',
        '/api/Residents/Dependants/{id}',
        '/api/Residents/Excos',
        '/api/Residents/Excos/{residentId}',
        '/api/Projects/',
        '/api/Projects/Community/{communityId}',
        '/api/Projects/{id}',
        '/api/Projects/CreateProject',
        '/api/Wallets/',
        '/api/Wallets/Export',
        '/api/Wallets/MonthlySeries',
        '/api/Wallets/Billing',
        '/api/Wallets/Payments',
        '/api/Wallets/Expenses',
        '/api/Wallets/{id}/Reverse',
        '/api/Wallets/{id}/Receipt',
        '/api/Allincomes/',
        '/api/Allincomes/Export',
        '/api/AllExpenses/',
        '/api/AllExpenses/Export',
        '/api/Communities/{communityId}/Statistics',
        '/api/Residents/{communityId}/Transactions',
        '/api/Residents/{communityId}/Transactions/Export',
        '/api/Residents/{communityId}/debtors',
        '/api/Residents/{communityId}/debtors/Export',
        '/api/Residents/{communityId}/debtors/{residentId}',
        '/api/Adverts/',
        '/api/Adverts/CreateAdvert',
        '/api/Adverts/{communityId}/GetCommunityAdverts',
        '/api/Adverts/{communityId}/GetAdvertSections',
        '/api/Adverts/Sections/{id}',
        '/api/Adverts/{id}/Payment',
        '/api/AuditLogs/',
        '/api/Imports/',
        '/api/Imports/Templates/{kind}',
        '/api/Jobs/Failed',
        '/api/Payments/Paystack/Webhook/{communityId}',
        '/api/Payments/Suspense',
        '/api/Payments/Suspense/{id}/Resolve',
        '/api/Payments/Reconciliation',
        '/api/Payments/Online/Options',
        '/api/Payments/Online',
        '/api/Payments/Online/{reference}',
        '/api/Visitors/Passes',
        '/api/Visitors/Passes/{id}',
        '/api/Visitors/Check',
        '/api/Visitors/Passes/{id}/CheckIn',
        '/api/Visitors/Passes/{id}/CheckOut',
        '/api/Visitors/Entries/{id}/CheckOut',
        '/api/Visitors/WalkIns',
        '/api/Visitors/Hosts',
        '/api/Visitors/Log',
        '/api/Visitors/Log/Export',
      ].sort(),
    );
    // Every operation has a summary, a tag and documented error answers.
    for (const [url, item] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
      for (const operation of Object.values(item)) {
        expect(operation.summary, url).toEqual(expect.any(String));
        expect(operation.tags, url).toHaveLength(1);
        expect(
          Object.keys(operation.responses as object).some((code) => code >= '400'),
          url,
        ).toBe(true);
      }
    }
    expect(doc.paths['/api/AuthUser/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/AuthUser/login'].post.security).toBeUndefined();
    expect(doc.paths['/api/AuthUser/ForgotPassword'].post.security).toBeUndefined();
    expect(doc.paths['/api/AuthUser/ResetPassword'].post.security).toBeUndefined();
    expect(doc.paths['/api/AuthUser/Profile'].put.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/Communities/{comId}'].get.parameters[0]).toMatchObject({
      name: 'comId',
      in: 'path',
      required: true,
    });
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer' });
  });

  it('serves Swagger UI at /api/docs', async () => {
    const response = await app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(response.statusCode);
  });

  it('answers unknown /api paths with a JSON 404, signed in or not', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/NoSuchThing/123' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: messages.request.notFound });
    }
  });

  it('without a built client, other paths are JSON 404s too', async () => {
    const response = await app.inject({ url: '/dashboard/home' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.request.notFound });
  });
});

const INDEX_HTML = '<!doctype html><div id="root"></div>';
const BUNDLE = `export const words = ${JSON.stringify('neighbourly '.repeat(200))};`;
// The build's best-level files: the server sends these bytes, not a compression of its own.
const BUNDLE_BR = brotliCompressSync(BUNDLE);
const BUNDLE_GZ = gzipSync(BUNDLE, { level: 9 });

describe('serving the built client', () => {
  let app: App;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'neighbourly-client-'));
    await mkdir(path.join(clientDir, 'assets'));
    await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1);');
    await writeFile(path.join(clientDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // As scripts/precompress.mjs leaves them after `npm run build`.
    await writeFile(path.join(clientDir, 'assets', 'app-def456.js'), BUNDLE);
    await writeFile(path.join(clientDir, 'assets', 'app-def456.js.br'), BUNDLE_BR);
    await writeFile(path.join(clientDir, 'assets', 'app-def456.js.gz'), BUNDLE_GZ);
    await writeFile(path.join(clientDir, 'index.html.br'), brotliCompressSync(INDEX_HTML));
    await mkdir(path.join(clientDir, '.vite'));
    await writeFile(path.join(clientDir, '.vite', 'manifest.json'), '{"main.tsx":{}}');
    app = await build({ config: { clientDir } });
  });
  afterAll(async () => {
    await app.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1);');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed file the browser accepts, still cached for a year', async () => {
    const url = '/assets/app-def456.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.equals(BUNDLE_BR)).toBe(true);

    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gz.rawPayload.equals(BUNDLE_GZ)).toBe(true);

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('keeps index.html revalidated when it is sent compressed', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it("keeps the build's manifest (.vite/manifest.json) to itself", async () => {
    const response = await app.inject({ url: '/.vite/manifest.json' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).not.toContain('main.tsx');
  });

  it('serves index.html and other files to be revalidated', async () => {
    for (const url of ['/', '/logo.svg']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers client routes with index.html (SPA fallback)', async () => {
    for (const url of ['/dashboard/home', '/auth/sign-up?ref=4', '/dashboard/communities/12']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('keeps /api 404s as JSON and the API working', async () => {
    const missing = await app.inject({ url: '/api/unknown' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.request.notFound });
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
