/**
 * The audit log (issue 7) of role changes and ID-document downloads, on both databases: a
 * resident's role changed or given above Member, an exco role assigned and removed, an ID
 * document read (GET and HEAD alike), each one row with the right actor, community and target;
 * other edits and photos write none. The people and shortcuts: support/audit-trail.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import type { Resident } from '../../../../../src/shared/contract/residents.js';
import { createResident } from '../../../support/people-fixtures.js';
import {
  editForm,
  fileIdIn,
  idDocument,
  residentForm,
  residentPhoto,
  roleIdOf,
} from '../../../support/residents-fixtures.js';
import { auditTrail, type Person } from '../../../support/audit-trail.js';
import { build } from '../../../support/helper.js';
import type { ResidentRefs } from '../../../support/world/records.js';

describe('audit log: role changes and ID documents', { timeout: 60_000 }, () => {
  let app: App;
  const trail = auditTrail(() => app);
  const { send, sendMultipart, lastId, rowsSince, oneRow, oneRowOf, noRow, expected, answered } =
    trail;
  let a: number;
  let adminA: Person;
  let treasurerA: Person;
  let member: Person;
  let root: Person;
  let refsA: ResidentRefs;

  beforeAll(async () => {
    app = await build();
    ({ a, adminA, treasurerA, member, root, refsA } = await trail.cast());
  }, 60_000);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(() => app.close());

  describe('role changes and ID documents', () => {
    async function addResident(fields: Record<string, string | number>) {
      return answered<Resident>(
        await sendMultipart(adminA.token, 'POST', '/api/Residents', fields, [
          residentPhoto(),
          idDocument(),
        ]),
      );
    }

    it("a resident's role changed by an administrator; other edits write nothing", async () => {
      const since = await lastId();
      const resident = await addResident(residentForm(refsA));
      expect(await rowsSince(since)).toEqual([]);
      const row = await oneRow(async () => {
        const response = await sendMultipart(
          adminA.token,
          'PUT',
          '/api/Residents',
          editForm(resident, { SelectedRoleId: roleIdOf('Treasurer') }),
          [],
        );
        expect(response.statusCode, response.body).toBe(200);
      });
      expect(row).toMatchObject({
        action: 'role-change',
        outcome: 'success',
        target: `resident ${resident.id} (Member → Treasurer)`,
        ...expected(adminA, a),
      });
      await noRow(async () => {
        const response = await sendMultipart(
          adminA.token,
          'PUT',
          '/api/Residents',
          editForm(resident, { SelectedRoleId: roleIdOf('Treasurer'), Occupation: 'Baker' }),
          [],
        );
        expect(response.statusCode, response.body).toBe(200);
      });
    });

    it('a new resident given more than the Member role', async () => {
      const { row, result: resident } = await oneRowOf(() =>
        addResident(residentForm(refsA, { SelectedRoleId: roleIdOf('Admin') })),
      );
      expect(row).toMatchObject({
        action: 'role-change',
        target: `resident ${resident.id} (new → Admin)`,
        ...expected(adminA, a),
      });
    });

    it('an exco role assigned and removed', async () => {
      const resident = await createResident(app, a, refsA);
      const assigned = await oneRow(async () => {
        const response = await send(adminA.token, 'POST', '/api/Residents/Excos', {
          residentId: resident.residentId,
          roleId: roleIdOf('Secretary'),
        });
        expect(response.statusCode, response.body).toBe(200);
      });
      expect(assigned).toMatchObject({
        action: 'exco-assigned',
        target: `resident ${resident.residentId} (Member → Secretary)`,
        ...expected(adminA, a),
      });
      const removed = await oneRow(async () => {
        // Only an Admin takes an exco role away (issue 12: who may change whom).
        const response = await send(
          adminA.token,
          'DELETE',
          `/api/Residents/Excos/${resident.residentId}`,
        );
        expect(response.statusCode, response.body).toBe(200);
      });
      expect(removed).toMatchObject({
        action: 'exco-removed',
        target: `resident ${resident.residentId} (Secretary → Member)`,
        ...expected(adminA, a),
      });
    });

    it('an ID-document download (GET and HEAD alike); a photo writes nothing', async () => {
      const resident = await addResident(residentForm(refsA));
      const idFile = fileIdIn(resident.idNumberFile);
      const row = await oneRow(async () => {
        const response = await send(treasurerA.token, 'GET', `/api/Files/${idFile}`);
        expect(response.statusCode).toBe(200);
      });
      expect(row).toMatchObject({
        action: 'id-document-download',
        outcome: 'success',
        target: `file ${idFile}`,
        ...expected(treasurerA, a),
      });
      const rootRow = await oneRow(async () => {
        expect((await send(root.token, 'GET', `/api/Files/${idFile}`)).statusCode).toBe(200);
      });
      expect(rootRow).toMatchObject({ target: `file ${idFile}`, ...expected(root, a) });
      // HEAD answers the same headers without the body: audited like GET (issue 12).
      const headRow = await oneRow(async () => {
        expect((await send(adminA.token, 'HEAD', `/api/Files/${idFile}`)).statusCode).toBe(200);
      });
      expect(headRow).toMatchObject({
        action: 'id-document-download',
        target: `file ${idFile}`,
        ...expected(adminA, a),
      });
      await noRow(async () => {
        const photo = fileIdIn(resident.imagePath);
        expect((await send(adminA.token, 'GET', `/api/Files/${photo}`)).statusCode).toBe(200);
        // Not theirs to read: a 404 (the file stays hidden), no download.
        expect((await send(member.token, 'GET', `/api/Files/${idFile}`)).statusCode).toBe(404);
      });
    });
  });

  it('keeps every password and token out of the rows', async () => {
    await trail.expectNoSecrets();
  });
});
