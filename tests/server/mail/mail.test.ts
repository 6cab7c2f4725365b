import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outboxDir } from '../../../src/server/mail/mailer.js';
import { build } from '../support/helper.js';

describe('mail without SMTP_URL', () => {
  it('writes each message to DATA_DIR/outbox as an .eml file', async () => {
    const app = await build();
    try {
      await app.mail.sendMail({
        to: 'resident@example.ng',
        subject: 'Welcome to Neighbourly',
        text: 'Set your password through "Forgot password?".',
      });
      await app.mail.sendMail({ to: 'second@example.ng', subject: 'Second', text: 'Two' });
      const dir = outboxDir(app.config.dataDir);
      const files = (await readdir(dir)).sort();
      expect(files).toHaveLength(2);
      expect(files.every((file) => /^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.eml$/.test(file))).toBe(
        true,
      );
      const contents = await Promise.all(
        files.map((file) => readFile(path.join(dir, file), 'utf8')),
      );
      const welcome = contents.find((text) => text.includes('Subject: Welcome to Neighbourly'));
      expect(welcome).toBeDefined();
      expect(welcome).toContain('To: resident@example.ng');
      expect(welcome).toContain('From: Neighbourly <no-reply@neighbourly.local>');
      expect(welcome).toContain('Set your password through');
    } finally {
      await app.close();
    }
  });
});
