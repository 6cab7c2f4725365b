/**
 * Residents API (issue 4 contract, Residents): reading residents (administrators, and a Member only
 * their own record without the ID fields), search and paging, the ID document behind /api/Files,
 * and the OpenAPI description of the routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import type { PagedList } from '../../../../../src/shared/contract/paging.js';
import type { Resident } from '../../../../../src/shared/contract/residents.js';
import { messages } from '../../../../../src/shared/messages.js';
import { PDF } from '../../../support/files-fixtures.js';
import { build } from '../../../support/helper.js';
import {
  addResident,
  memberOf,
  residentEstate,
  type ResidentEstate,
  residentsScene,
  roleIdOf,
  uniqueEmail,
} from '../../../support/residents-fixtures.js';
import type { Caller } from '../../../support/world/requests.js';

describe('Residents API: read', { timeout: 30_000 }, () => {
  let app: App;
  let estate: ResidentEstate;
  let other: ResidentEstate;
  let root: Caller;
  /** A Member of `estate` with their own resident record. */
  let memberResident: Resident;
  let member: Caller;

  beforeAll(async () => {
    app = await build();
    ({ estate, other, root } = await residentsScene(app));
    ({ resident: memberResident, caller: member } = await memberOf(
      app,
      estate,
      'Chidi Member Okoro',
    ));
  }, 60_000);
  afterAll(() => app.close());

  describe('read', () => {
    let listed: ResidentEstate;
    const names: string[] = [];

    beforeAll(async () => {
      listed = await residentEstate(app);
      for (let index = 0; index < 12; index += 1) {
        const fullName = `Listed Resident ${String(index).padStart(2, '0')}`;
        names.push(fullName);
        await addResident(app, listed, { FullName: fullName });
      }
    }, 60_000);

    it('lists newest first, paged, with the total of all matches', async () => {
      const first = await listed.admin.get('/api/Residents?PageSize=10&PageNumber=1');
      expect(first.statusCode).toBe(200);
      const page = first.json<PagedList<Resident>>();
      expect(page.totalRecordCount).toBe(12);
      expect(page.records.map((r) => r.fullName)).toEqual([...names].reverse().slice(0, 10));
      expect(page.records.every((r) => r.communityId === listed.communityId)).toBe(true);
      // Administrators see the ID fields in the list.
      expect(page.records[0]?.idNumber).toBe('12345678901');
      const second = await listed.admin.get('/api/Residents?PageNumber=2');
      expect(second.json<PagedList<Resident>>().records.map((r) => r.fullName)).toEqual(
        [...names].reverse().slice(10),
      );
    });

    it('keeps the total on a page past the last match, searched or not', async () => {
      const beyond = await listed.admin.get('/api/Residents?PageSize=10&PageNumber=9');
      expect(beyond.json()).toEqual({ records: [], totalRecordCount: 12 });
      const searched = await listed.admin.get(
        '/api/Residents?PageSize=5&PageNumber=4&SearchText=listed%20resident',
      );
      expect(searched.json()).toEqual({ records: [], totalRecordCount: 12 });
    });

    it('searches full name, e-mail, phone, role, apartment type and address (any case)', async () => {
      const special = await addResident(app, listed, {
        FullName: 'Zainab Searchable',
        Email: uniqueEmail('zainab-findme'),
        MobileNumber: '09088877766',
        SelectedRoleId: roleIdOf('Treasurer'),
      });
      const search = async (text: string) =>
        (await listed.admin.get(`/api/Residents?SearchText=${encodeURIComponent(text)}`)).json<
          PagedList<Resident>
        >();
      expect((await search('zainab searchable')).records.map((r) => r.id)).toEqual([special.id]);
      expect((await search('FINDME')).records.map((r) => r.id)).toEqual([special.id]);
      expect((await search('0908887776')).records.map((r) => r.id)).toEqual([special.id]);
      expect((await search('treasurer')).records.map((r) => r.id)).toEqual([special.id]);
      expect((await search(special.apartmentType.toUpperCase())).totalRecordCount).toBe(13);
      expect((await search(special.address)).totalRecordCount).toBe(13);
      expect((await search('%')).totalRecordCount).toBe(0);
      expect((await search('nobody-at-all')).totalRecordCount).toBe(0);
    });

    it('serves /Community/{communityId} for the own community only', async () => {
      const own = await listed.admin.get(`/api/Residents/Community/${listed.communityId}`);
      expect(own.statusCode).toBe(200);
      expect(own.json<PagedList<Resident>>().totalRecordCount).toBeGreaterThanOrEqual(12);
      const foreign = await listed.admin.get(`/api/Residents/Community/${estate.communityId}`);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ message: messages.auth.forbidden });
      const named = await listed.admin.get(`/api/Residents?communityId=${estate.communityId}`);
      expect(named.statusCode).toBe(403);
    });

    it('lets the Super admin list every community or the one named', async () => {
      const all = (await root.get('/api/Residents?PageSize=100')).json<PagedList<Resident>>();
      const communities = new Set(all.records.map((r) => r.communityId));
      expect(communities.has(listed.communityId) && communities.has(estate.communityId)).toBe(true);
      const one = await root.get(`/api/Residents?communityId=${listed.communityId}&PageSize=100`);
      const records = one.json<PagedList<Resident>>().records;
      expect(records.every((r) => r.communityId === listed.communityId)).toBe(true);
      const path = await root.get(`/api/Residents/Community/${listed.communityId}`);
      expect(path.statusCode).toBe(200);
    });

    it('refuses Members the lists with the spec message', async () => {
      for (const url of [
        '/api/Residents',
        `/api/Residents/Community/${estate.communityId}`,
        `/api/Residents?communityId=${estate.communityId}`,
      ]) {
        const response = await member.get(url);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({ message: messages.resident.viewPermission });
      }
    });

    it('shows a Member their own record without the ID number, type and file', async () => {
      const response = await member.get(`/api/Residents/${memberResident.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ...memberResident,
        idNumber: '',
        idNumberType: '',
        idNumberFile: null,
      });
      const asAdmin = await estate.admin.get(`/api/Residents/${memberResident.id}`);
      expect(asAdmin.json<Resident>().idNumber).toBe('12345678901');
    });

    it("refuses a Member another resident's record (403) and another community's (404)", async () => {
      const neighbour = await addResident(app, estate);
      const sameCommunity = await member.get(`/api/Residents/${neighbour.id}`);
      expect(sameCommunity.statusCode).toBe(403);
      expect(sameCommunity.json()).toEqual({ message: messages.resident.viewPermission });
      const foreign = await addResident(app, other);
      for (const as of [member, estate.admin]) {
        const response = await as.get(`/api/Residents/${foreign.id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: messages.resident.loadFailed });
        const missing = await as.get('/api/Residents/2147483647');
        expect(missing.body).toBe(response.body);
      }
      expect((await root.get(`/api/Residents/${foreign.id}`)).statusCode).toBe(200);
    });

    it('gives the ID document only to administrators; the photo to the resident too', async () => {
      const documentUrl = (
        await estate.admin.get(`/api/Residents/${memberResident.id}`)
      ).json<Resident>().idNumberFile;
      expect(documentUrl).not.toBeNull();
      const asAdmin = await estate.admin.get(documentUrl ?? '');
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.headers['content-type']).toBe('application/pdf');
      expect(asAdmin.rawPayload.equals(PDF)).toBe(true);
      expect((await root.get(documentUrl ?? '')).statusCode).toBe(200);
      for (const as of [member, other.admin]) {
        const refused = await as.get(documentUrl ?? '');
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ message: messages.upload.notFound });
      }
      const photo = await member.get(memberResident.imagePath ?? '');
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
      expect((await other.admin.get(memberResident.imagePath ?? '')).statusCode).toBe(404);
    });
  });

  it('documents every route with a tag, a summary and multipart bodies', () => {
    const doc = app.swagger() as {
      paths: Record<
        string,
        Record<string, { tags?: string[]; summary?: string; requestBody?: { content: object } }>
      >;
    };
    const residentPaths = Object.entries(doc.paths).filter(([path]) =>
      /^\/api\/Residents(\/|$)(?!Excos|Dependants|\{residentId\})/.test(path),
    );
    expect(residentPaths.length).toBeGreaterThanOrEqual(4);
    for (const [path, item] of residentPaths) {
      for (const [method, operation] of Object.entries(item)) {
        expect(operation.tags, `${method} ${path}`).toBeDefined();
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
      }
    }
    const root = doc.paths['/api/Residents/'] ?? doc.paths['/api/Residents'];
    for (const method of ['post', 'put']) {
      expect(Object.keys(root?.[method]?.requestBody?.content ?? {})).toEqual([
        'multipart/form-data',
      ]);
    }
    const exportPath = doc.paths['/api/Residents/Export'];
    expect(JSON.stringify(exportPath)).toContain('text/csv');
  });
});
