/**
 * Residents API (issue 4 contract, Residents): the CSV export of residents, streamed in batches,
 * without ID numbers, with formula cells neutralised, and within the caller's community.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import type { ResidentRecord } from '../../../../../src/server/repositories/residents/residents-repository.js';
import {
  csvCell,
  residentBatches,
} from '../../../../../src/server/services/residents/resident-export.js';
import { messages } from '../../../../../src/shared/messages.js';
import { parseCsv } from '../../../support/csv.js';
import { build } from '../../../support/helper.js';
import {
  addResident,
  memberOf,
  residentEstate,
  type ResidentEstate,
  residentsScene,
} from '../../../support/residents-fixtures.js';
import type { Caller } from '../../../support/world/requests.js';

describe('Residents API: export', { timeout: 30_000 }, () => {
  let app: App;
  let estate: ResidentEstate;
  let root: Caller;
  /** A Member of `estate` with their own resident record. */
  let member: Caller;

  beforeAll(async () => {
    app = await build();
    ({ estate, root } = await residentsScene(app));
    ({ caller: member } = await memberOf(app, estate, 'Chidi Member Okoro'));
  }, 60_000);
  afterAll(() => app.close());

  describe('export', () => {
    let exported: ResidentEstate;

    beforeAll(async () => {
      exported = await residentEstate(app);
      for (let index = 0; index < 13; index += 1) {
        await addResident(app, exported, { FullName: `Export Resident ${index}` });
      }
      await addResident(app, exported, {
        FullName: '=HYPERLINK("http://evil.example","Click, me")',
        Occupation: '+1+1',
        State: '@SUM(A1)',
        Nationality: '-2',
        Status: 'Line one\nLine two',
        IdNumber: 'SECRET-ID-98765',
      });
    }, 60_000);

    it('streams every matching resident (beyond page 1) as an attachment, without ID numbers', async () => {
      const response = await exported.admin.get('/api/Residents/Export');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="Neighbourly_resident-List.csv"',
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const rows = parseCsv(response.body);
      expect(rows[0]).toEqual([
        'Full name',
        'Title',
        'Email',
        'Mobile number',
        'Gender',
        'Date of birth',
        'Marital status',
        'Occupation',
        'Nationality',
        'State',
        'Status',
        'Role name',
        'Member ID',
        'Address',
        'Apartment',
        'Apartment type',
        'ID type',
        'ID expiry date',
        'Outstanding balance',
        'Referral ID',
        'Date registered',
      ]);
      expect(rows).toHaveLength(1 + 14);
      expect(rows.every((row) => row.length === 21)).toBe(true);
      expect(response.body).not.toContain('SECRET-ID-98765');
      expect(response.body).not.toContain('12345678901');
      const names = rows.slice(1).map((row) => row[0]);
      for (let index = 0; index < 13; index += 1)
        expect(names).toContain(`Export Resident ${index}`);
      const plain = rows.find((row) => row[0] === 'Export Resident 0') ?? [];
      expect(plain.slice(1, 12)).toEqual([
        'Mrs',
        expect.stringMatching(/@example\.ng$/),
        expect.stringMatching(/^090\d{8}$/),
        'Female',
        '1985-03-14',
        'Married',
        'Pharmacist',
        'Nigerian',
        'Lagos',
        'Resident owner',
        'Member',
      ]);
      expect(plain[12]).toMatch(/^NB\d+-\d+$/);
      expect(plain[16]).toBe('NIN');
      expect(plain[17]).toBe('2030-12-31');
      expect(plain[18]).toBe('0.00');
      expect(plain[20]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('neutralises formula cells and quotes commas, quotes and line breaks', async () => {
      const response = await exported.admin.get('/api/Residents/Export?SearchText=HYPERLINK');
      const rows = parseCsv(response.body);
      expect(rows).toHaveLength(2);
      const row = rows[1] ?? [];
      expect(row[0]).toBe('\'=HYPERLINK("http://evil.example","Click, me")');
      expect(row[7]).toBe("'+1+1");
      expect(row[8]).toBe("'-2");
      expect(row[9]).toBe("'@SUM(A1)");
      // Browsers' multipart encoding sends line breaks as CRLF; quoted, they stay in the cell.
      expect(row[10]).toBe('Line one\r\nLine two');
      expect(response.body).toContain('"\'=HYPERLINK(""http://evil.example"",""Click, me"")"');
      // Every text cell is quoted; the server's own numbers (the balance) and dates are not.
      expect(response.body).toMatch(/,2030-12-31,0\.00,"",\d{4}-\d{2}-\d{2}\r\n$/);
      expect(csvCell('\tTAB')).toBe('"\'\tTAB"');
      expect(csvCell('plain')).toBe('"plain"');
      expect(csvCell(-5)).toBe('-5');
    });

    it('reads the residents in batches until the last one', async () => {
      const made = (id: number) => ({ id }) as ResidentRecord;
      const asked: (number | null)[] = [];
      const all = [5, 4, 3, 2, 1].map(made);
      const batches: number[][] = [];
      for await (const batch of residentBatches(async (beforeId, size) => {
        asked.push(beforeId);
        return all.filter((r) => beforeId === null || r.id < beforeId).slice(0, size);
      }, 2)) {
        batches.push(batch.map((r) => r.id));
      }
      expect(batches).toEqual([[5, 4], [3, 2], [1]]);
      expect(asked).toEqual([null, 4, 2]);
    });

    it('exports only the header when nothing matches', async () => {
      const response = await exported.admin.get('/api/Residents/Export?SearchText=nobody-at-all');
      expect(response.statusCode).toBe(200);
      expect(parseCsv(response.body)).toHaveLength(1);
    });

    it('keeps to the community: Members 403, other admins their own, Super admin named', async () => {
      const refused = await member.get('/api/Residents/Export');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: messages.resident.viewPermission });
      const foreign = await estate.admin.get(
        `/api/Residents/Export?communityId=${exported.communityId}`,
      );
      expect(foreign.statusCode).toBe(403);
      const own = await estate.admin.get('/api/Residents/Export');
      expect(own.body).not.toContain('Export Resident');
      const named = await root.get(`/api/Residents/Export?communityId=${exported.communityId}`);
      expect(parseCsv(named.body)).toHaveLength(15);
    });
  });
});
