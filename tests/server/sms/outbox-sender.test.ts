/**
 * SMS without a provider (issue 19): each message is one JSON file in DATA_DIR/outbox/sms (to,
 * text, transactional, at), and the log says where it went with the number masked and the text's
 * length, never the text itself. Also as `app.sms` when SMS_PROVIDER is unset.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  maskNumber,
  outboxSmsSender,
  smsOutboxDir,
} from '../../../src/server/sms/outbox-sender.js';
import type { App } from '../../../src/server/app.js';
import { build } from '../support/helper.js';

const TO = '+2348031234567';

async function outboxFiles(dataDir: string) {
  const dir = smsOutboxDir(dataDir);
  const names = (await readdir(dir)).sort();
  return Promise.all(
    names.map(async (name) => ({
      name,
      body: JSON.parse(await readFile(path.join(dir, name), 'utf8')) as Record<string, unknown>,
    })),
  );
}

describe('outbox sender', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sms-outbox-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('writes one JSON file a message, in sending order, and logs no text', async () => {
    const logged: Array<{ details: Record<string, unknown>; message: string }> = [];
    const sender = outboxSmsSender(dataDir, {
      info: (details, message) =>
        logged.push({ details: details as Record<string, unknown>, message }),
    });
    expect(sender.provider).toBe('outbox');
    await sender.send({ to: TO, text: 'Dues of N5,000 for Ada', transactional: true });
    await sender.send({ to: '+2349091112222', text: 'Meeting on Saturday', transactional: false });

    const files = await outboxFiles(dataDir);
    expect(files.map((file) => file.name)).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d-]+Z-\d{6}-[0-9a-f]{8}\.json$/),
      expect.stringMatching(/\.json$/),
    ]);
    expect(files.map((file) => file.body)).toEqual([
      { to: TO, text: 'Dues of N5,000 for Ada', transactional: true, at: expect.any(String) },
      {
        to: '+2349091112222',
        text: 'Meeting on Saturday',
        transactional: false,
        at: expect.any(String),
      },
    ]);
    expect(Number.isNaN(Date.parse(String(files[0]?.body.at)))).toBe(false);

    expect(logged).toEqual([
      {
        message: 'SMS written to outbox',
        details: { to: '+234803****567', length: 22, file: expect.stringContaining(dataDir) },
      },
      {
        message: 'SMS written to outbox',
        details: { to: '+234909****222', length: 19, file: expect.any(String) },
      },
    ]);
    expect(JSON.stringify(logged)).not.toContain('Ada');
    expect(JSON.stringify(logged)).not.toContain(TO);
  });

  it('masks the middle of a number, whatever its length', () => {
    expect(maskNumber(TO)).toBe('+234803****567');
    expect(maskNumber('12345')).toBe('*****');
    expect(maskNumber('08031234567')).not.toContain('1234');
  });
});

describe('app.sms with SMS_PROVIDER unset', () => {
  let app: App;
  const lines: string[] = [];
  beforeAll(async () => {
    app = await build({
      config: { logger: 'info', logStream: { write: (line: string) => void lines.push(line) } },
    });
  }, 30_000);
  afterAll(() => app.close());

  it("writes to the app's DATA_DIR/outbox/sms and logs the masked number", async () => {
    expect(app.sms.provider).toBe('outbox');
    await app.sms.send({ to: TO, text: 'Private text', transactional: false });
    const files = await outboxFiles(app.config.dataDir);
    expect(files.map((file) => file.body.text)).toEqual(['Private text']);
    const line = lines.find((entry) => entry.includes('SMS written to outbox')) ?? '';
    expect(line).toContain('+234803****567');
    expect(lines.join('\n')).not.toContain('Private text');
  });
});
