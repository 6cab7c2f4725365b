/**
 * Migration 011 (issue 16): rows written before it get their search text. Records are written
 * through the API, the migration is taken back (its `down` drops the search text columns, as
 * before 011) and run again on those rows; then the app searches them without their accents.
 * The ledger stays append-only through it.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/connection.js';
import * as searchText from '../../../src/server/db/migrations/011_search_text.js';
import { build, createTestTarget, signIn, testConfig } from '../support/helper.js';
import { recordPayment } from '../support/world/money.js';
import { community } from '../support/world/community.js';
import { addStreet } from '../support/world/records.js';
import { caller } from '../support/world/requests.js';

const COMMUNITY = 'Ẹgbẹ́ Ọ̀rẹ́ Estate';

describe('migration 011_search_text', { timeout: 60_000 }, () => {
  it('fills the search text of the rows written before it', async () => {
    const target = await createTestTarget();
    let admin: { email: string; password: string };
    const first = await build({ target });
    try {
      const estate = await community(first, { communityName: COMMUNITY });
      admin = { email: estate.adminEmail, password: estate.adminPassword };
      const home = await estate.home();
      await addStreet(estate.admin, { streetName: 'Ọ̀ṣun Crescent' });
      const resident = await estate.resident(home, { fullName: 'Adéyẹmí Ọláolúwa' });
      await recordPayment(first, estate.admin, resident.residentId, 1000);
    } finally {
      await first.close();
    }

    const { db, dialect } = openDatabase(testConfig(target));
    const raw = db.withoutPlugins();
    try {
      await searchText.down(raw, dialect);
      const columns = await sql<{ name: string }>`select * from streets`.execute(raw);
      expect(Object.keys(columns.rows[0]!)).not.toContain('street_name_search');
      await searchText.up(raw, dialect);

      const texts = await sql<{ text: string }>`
        select street_name_search as text from streets
        union all select full_name_search from residents
        union all select community_name_search from communities
        union all select description_search from ledger_entries`.execute(raw);
      const all = texts.rows.map((row) => row.text);
      expect(all).toContain('osun crescent');
      expect(all).toContain('adeyemi olaoluwa');
      expect(all).toContain('egbe ore estate');
      expect(all.some((text) => text.startsWith('payment from adeyemi olaoluwa'))).toBe(true);
      // Still append-only.
      await expect(sql`update ledger_entries set reason = 'changed'`.execute(raw)).rejects.toThrow(
        /append-only/,
      );
    } finally {
      await db.destroy();
    }

    const second = await build({ target });
    try {
      const as = caller(second, await signIn(second, admin.email, admin.password));
      const residents = await as.get('/api/Residents?SearchText=ADEYEMI');
      expect(residents.json().records.map((row: { fullName: string }) => row.fullName)).toEqual([
        'Adéyẹmí Ọláolúwa',
      ]);
      const streets = await as.get('/api/Streets?SearchText=osun');
      expect(streets.json().records.map((row: { streetName: string }) => row.streetName)).toEqual([
        'Ọ̀ṣun Crescent',
      ]);
    } finally {
      await second.close();
      await target.dispose();
    }
  });
});
