/**
 * The box that seals each community's Paystack secret key at rest (issue 18): what it seals opens
 * again only under the same key; without APP_SECRET the key is made once into the data folder,
 * readable by its owner alone, and every box (and every process) afterwards uses that one.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keyFilePath, secretBox } from '../../../../src/server/services/payments/secret-box.js';

const execFileAsync = promisify(execFile);
const SECRET = 'sk_test_4f9c0e1b2a3d4c5e6f708192a3b4c5d6e7f80912';
const APP_SECRET = 'an-app-secret-of-at-least-32-characters!';

describe('secret box', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'neighbourly-box-'));
  });
  afterEach(async () => rm(dataDir, { recursive: true, force: true }));

  it('opens what it sealed, and the sealed text holds nothing of the plain value', () => {
    const box = secretBox({ appSecret: APP_SECRET, dataDir });
    const sealed = box.seal(SECRET);
    expect(sealed).toMatch(/^v1\.[^.]+\.[^.]+\.[^.]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(sealed).not.toContain('sk_test');
    expect(box.open(sealed)).toBe(SECRET);
    // A fresh IV each time: the same secret never seals to the same text.
    expect(box.seal(SECRET)).not.toBe(sealed);
  });

  it('refuses, clearly, a value sealed under another key or changed since', () => {
    const sealed = secretBox({ appSecret: APP_SECRET, dataDir }).seal(SECRET);
    const other = secretBox({ appSecret: `${APP_SECRET}-another`, dataDir });
    expect(() => other.open(sealed)).toThrow(/another APP_SECRET/);
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    const tampered = [version, iv, tag, flipped.toString('base64')].join('.');
    expect(() => secretBox({ appSecret: APP_SECRET, dataDir }).open(tampered)).toThrow(
      /cannot be opened/,
    );
    expect(() => other.open('not sealed')).toThrow(/v1 format/);
  });

  it('uses APP_SECRET when set, and then writes no key file', async () => {
    const sealed = secretBox({ appSecret: APP_SECRET, dataDir: os.tmpdir() }).seal(SECRET);
    // Another data folder, the same APP_SECRET: servers sharing a database agree.
    expect(secretBox({ appSecret: APP_SECRET, dataDir }).open(sealed)).toBe(SECRET);
    await expect(stat(keyFilePath(dataDir))).rejects.toThrow(/ENOENT/);
  });

  it('without APP_SECRET, makes the key file once (owner-only) and reuses it', async () => {
    const first = secretBox({ appSecret: null, dataDir });
    const sealed = first.seal(SECRET);
    const file = keyFilePath(dataDir);
    const written = await readFile(file, 'utf8');
    expect(Buffer.from(written, 'base64')).toHaveLength(32);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    // A restart (a new box) reads the same key, leaves the file as it was, and opens old values.
    const again = secretBox({ appSecret: null, dataDir });
    expect(again.open(sealed)).toBe(SECRET);
    expect(await readFile(file, 'utf8')).toBe(written);
    // The generated key is not an APP_SECRET's: a server given one cannot open these values.
    expect(() => secretBox({ appSecret: APP_SECRET, dataDir }).open(sealed)).toThrow();
  });

  it('processes starting together agree on one key file', async () => {
    // Each process seals with the key it found or made; any of them opens every value.
    const script =
      "import { secretBox } from './src/server/services/payments/secret-box.ts';" +
      'process.stdout.write(secretBox({ appSecret: null, dataDir: process.argv[1] })' +
      `.seal('${SECRET}'));`;
    const run = () =>
      execFileAsync(process.execPath, [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        script,
        dataDir,
      ]);
    const sealed = (await Promise.all(Array.from({ length: 4 }, run))).map((out) => out.stdout);
    const box = secretBox({ appSecret: null, dataDir });
    for (const value of sealed) expect(box.open(value)).toBe(SECRET);
    expect(await readdir(dataDir)).toEqual(['app-secret']);
  });
});
