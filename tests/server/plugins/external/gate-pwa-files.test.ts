/**
 * The installable gate console's files (issue 21, point 3) as the server sends them: the service
 * worker as JavaScript that browsers revalidate on every visit (a long cache would keep an old
 * worker, and the old app, for a year), the manifest as application/manifest+json, both also
 * precompressed; a CSP that lets this site's worker run and nothing else's.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import { build } from '../../support/helper.js';

describe('the gate console as an installable app', () => {
  let app: App;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'neighbourly-pwa-'));
    await mkdir(path.join(clientDir, 'assets'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><html></html>');
    await writeFile(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(path.join(clientDir, 'manifest.webmanifest'), '{"name":"Neighbourly Gate"}');
    await writeFile(path.join(clientDir, 'assets', 'app-1a2b.js'), 'export {};');
    app = await build({ config: { clientDir } });
  }, 30_000);

  afterAll(async () => {
    await app?.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('serves /sw.js as JavaScript, revalidated on every visit', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // The hashed assets it precaches may be kept for a year: only the worker must stay fresh.
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('serves the manifest as application/manifest+json', async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.json()).toEqual({ name: 'Neighbourly Gate' });
  });

  it("allows this site's service worker, and only this site's", async () => {
    const response = await app.inject({ method: 'GET', url: '/dashboard/gate' });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/(^|;)\s*worker-src 'self'(;|$)/);
    // No Permissions-Policy header is sent: the camera stays allowed to this site (the QR scan).
    expect(response.headers['permissions-policy']).toBeUndefined();
  });
});
