/**
 * Two administrators importing the same file at the same moment (issue 17): one import writes the
 * residents; the other finds them already there (unchanged) or, when both planned before either
 * wrote, is refused with 409 and a sentence to check the file again. Never a 500, never a resident
 * written twice, never half a file. Runs on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import { messages } from '../../../../../src/shared/messages.js';
import { build, countRows } from '../../../support/helper.js';
import { createWorld, type World } from '../../../support/tenant-fixtures.js';
import {
  RESIDENT_HEADERS,
  csvOf,
  residentRows,
  upload,
} from '../../../support/imports-fixtures.js';

describe('Two imports of one file at once', () => {
  let app: App;
  let world: World;

  beforeAll(async () => {
    app = await build();
    world = await createWorld(app);
  });
  afterAll(() => app.close());

  it('writes each resident once and answers the other import 200 (unchanged) or 409', async () => {
    const rows = residentRows(40, 'race');
    const file = { name: 'estate.csv', bytes: csvOf(RESIDENT_HEADERS, rows) };
    const before = await countRows(app, 'residents');

    const answers = await Promise.all(
      [0, 1, 2].map(() => upload(app, world.a.auth, 'Kind=residents&DryRun=false', file)),
    );

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) {
      expect([200, 409], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === 409) {
        expect(answer.json()).toMatchObject({
          message: messages.imports.raced,
          errors: { File: messages.imports.raced },
        });
      }
    }
    const created = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => answer.json<{ created: { residents: number } }>().created.residents);
    // Exactly one import created the 40; any other 200 found them all unchanged.
    expect(created.sort()).toEqual([...created.map(() => 0).slice(1), 40]);
    expect(await countRows(app, 'residents')).toBe(before + 40);
  });
});
