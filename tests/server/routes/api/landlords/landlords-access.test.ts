/**
 * Landlords API: listing, paging and searching landlords, deleting
 * them with their photos, and who may do what: Members, another community's Admin, the Super
 * admin and anonymous callers. Create and edit: landlords.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import type { Landlord } from '../../../../../src/shared/contract/landlords.js';
import type { PagedList } from '../../../../../src/shared/contract/paging.js';
import { messages } from '../../../../../src/shared/messages.js';
import {
  communityWithApartment,
  type Estate,
  landlordForm,
  photo,
  sendLandlord,
  isStored,
} from '../../../support/files-fixtures.js';
import { build } from '../../../support/helper.js';
import {
  addedLandlord,
  landlordRowsAndFiles,
  landlordsScene,
} from '../../../support/landlords-fixtures.js';

const fileIdOf = (landlord: Landlord) => landlord.image?.replace('/api/Files/', '') ?? '';

describe('Landlords API: lists, deletion, roles and tenants', () => {
  let app: App;
  let estate: Estate;
  let other: Estate;
  let memberAuth: { authorization: string };
  let rootAuth: { authorization: string };

  /** Adds a landlord to the estate through the API and returns it. */
  const addLandlord = (target: Estate = estate, overrides: Record<string, string | number> = {}) =>
    addedLandlord(app, target, overrides);

  const snapshot = () => landlordRowsAndFiles(app);

  beforeAll(async () => {
    app = await build();
    ({ estate, other, memberAuth, rootAuth } = await landlordsScene(app));
  }, 60_000);
  afterAll(() => app.close());

  describe('list and search', () => {
    let listed: Estate;
    let names: string[];

    beforeAll(async () => {
      listed = await communityWithApartment(app);
      names = ['Amaka Obi', 'Bola Tinubu-Lawal', 'Chinedu Okoro', 'Dayo Adewale', 'Efe Oghene'];
      for (const [index, name] of names.entries()) {
        await addLandlord(listed, {
          FullName: name,
          Email: `landlord${index}@example.ng`,
          MobileNo: `0803000000${index}`,
        });
      }
    });

    async function list(url: string, auth = listed.auth) {
      const response = await app.inject({ url, headers: auth });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PagedList<Landlord>>();
    }

    it('lists the community newest first with a total, 10 a page by default', async () => {
      const page = await list('/api/Landlords');
      expect(page.totalRecordCount).toBe(5);
      expect(page.records.map((landlord) => landlord.fullName)).toEqual([...names].reverse());
      expect(page.records.every((landlord) => landlord.communityId === listed.communityId)).toBe(
        true,
      );
      expect(page.records[0]).toMatchObject({
        apartmentName: listed.apartmentName,
        streetName: listed.streetName,
      });
      expect(await list(`/api/Landlords/community/${listed.communityId}`)).toEqual(page);
    });

    it('pages', async () => {
      const second = await list(
        `/api/Landlords/community/${listed.communityId}?PageSize=2&PageNumber=2`,
      );
      expect(second.totalRecordCount).toBe(5);
      expect(second.records.map((landlord) => landlord.fullName)).toEqual([names[2], names[1]]);
      const beyond = await list('/api/Landlords?PageSize=2&PageNumber=4');
      expect(beyond).toEqual({ records: [], totalRecordCount: 5 });
    });

    it('searches name, e-mail, mobile number, apartment and street, ignoring case', async () => {
      const search = (text: string, path = '/api/Landlords') =>
        list(`${path}?SearchText=${encodeURIComponent(text)}`);
      expect((await search('chinedu')).records.map((l) => l.fullName)).toEqual(['Chinedu Okoro']);
      expect((await search('LANDLORD3@')).records.map((l) => l.fullName)).toEqual(['Dayo Adewale']);
      expect((await search('08030000004')).records.map((l) => l.fullName)).toEqual(['Efe Oghene']);
      expect((await search(listed.apartmentName.toUpperCase())).totalRecordCount).toBe(5);
      expect((await search(listed.streetName.toLowerCase())).totalRecordCount).toBe(5);
      expect(await search('nobody like this')).toEqual({ records: [], totalRecordCount: 0 });
      // Search comes before paging; the total counts the matches.
      const paged = await list('/api/Landlords?SearchText=o&PageSize=2');
      expect(paged.totalRecordCount).toBe(5);
      expect(paged.records).toHaveLength(2);
      expect((await search('%')).totalRecordCount).toBe(0);
    });

    it("refuses another community's list: 403", async () => {
      for (const url of [
        `/api/Landlords/community/${estate.communityId}`,
        `/api/Landlords?communityId=${estate.communityId}`,
      ]) {
        const response = await app.inject({ url, headers: listed.auth });
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({ message: messages.auth.forbidden });
      }
    });

    it('checks the paging parameters', async () => {
      for (const query of ['PageSize=0', 'PageSize=101', 'PageNumber=0', 'PageSize=x']) {
        const response = await app.inject({ url: `/api/Landlords?${query}`, headers: listed.auth });
        expect(response.statusCode, query).toBe(400);
      }
    });
  });

  describe('delete', () => {
    it('deletes the landlord, its file row and its file', async () => {
      const landlord = await addLandlord();
      const fileId = fileIdOf(landlord);
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/Landlords/${landlord.id}`,
        headers: estate.auth,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: messages.landlord.deleted });
      expect(await isStored(app, fileId)).toBe(false);
      expect(await app.repos.files.findById(fileId)).toBeNull();
      const read = await app.inject({ url: `/api/Landlords/${landlord.id}`, headers: estate.auth });
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ message: messages.landlord.loadFailed });
      const again = await app.inject({
        method: 'DELETE',
        url: `/api/Landlords/${landlord.id}`,
        headers: estate.auth,
      });
      expect(again.statusCode).toBe(404);
    });
  });

  describe('roles and tenants', () => {
    it('refuses Members everything with 403 and keeps no file', async () => {
      const landlord = await addLandlord();
      const before = await snapshot();
      const reads = [
        '/api/Landlords',
        `/api/Landlords/community/${estate.communityId}`,
        `/api/Landlords/${landlord.id}`,
      ];
      for (const url of reads) {
        const response = await app.inject({ url, headers: memberAuth });
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({ message: messages.auth.forbidden });
      }
      const post = await sendLandlord(app, 'POST', memberAuth, landlordForm(estate), [photo()]);
      const put = await sendLandlord(
        app,
        'PUT',
        memberAuth,
        landlordForm(estate, { Id: landlord.id }),
        [photo()],
      );
      const remove = await app.inject({
        method: 'DELETE',
        url: `/api/Landlords/${landlord.id}`,
        headers: memberAuth,
      });
      for (const response of [post, put, remove]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: messages.auth.forbidden });
      }
      expect(await snapshot()).toEqual(before);
    });

    it("hides a community's landlords and photos from another community's Admin (404)", async () => {
      const landlord = await addLandlord();
      const before = await snapshot();
      const read = await app.inject({ url: `/api/Landlords/${landlord.id}`, headers: other.auth });
      const put = await sendLandlord(
        app,
        'PUT',
        other.auth,
        landlordForm(other, { Id: landlord.id }),
        [photo()],
      );
      const remove = await app.inject({
        method: 'DELETE',
        url: `/api/Landlords/${landlord.id}`,
        headers: other.auth,
      });
      for (const response of [read, put, remove]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: messages.landlord.loadFailed });
      }
      const image = await app.inject({ url: landlord.image!, headers: other.auth });
      expect(image.statusCode).toBe(404);
      expect(image.json()).toEqual({ message: messages.upload.notFound });
      expect(await snapshot()).toEqual(before);
      const list = await app.inject({ url: '/api/Landlords?PageSize=100', headers: other.auth });
      expect(list.json<PagedList<Landlord>>().records.map((l) => l.id)).not.toContain(landlord.id);
    });

    it('lets the Super admin read and write any community', async () => {
      const mine = await addLandlord(estate);
      const theirs = await addLandlord(other);
      const all = await app.inject({ url: '/api/Landlords?PageSize=100', headers: rootAuth });
      const ids = all.json<PagedList<Landlord>>().records.map((landlord) => landlord.id);
      expect(ids).toEqual(expect.arrayContaining([mine.id, theirs.id]));
      const onlyOther = await app.inject({
        url: `/api/Landlords?communityId=${other.communityId}&PageSize=100`,
        headers: rootAuth,
      });
      const otherRecords = onlyOther.json<PagedList<Landlord>>().records;
      expect(otherRecords.every((landlord) => landlord.communityId === other.communityId)).toBe(
        true,
      );
      const byPath = await app.inject({
        url: `/api/Landlords/community/${estate.communityId}`,
        headers: rootAuth,
      });
      expect(byPath.statusCode).toBe(200);
      const read = await app.inject({ url: `/api/Landlords/${theirs.id}`, headers: rootAuth });
      expect(read.json()).toEqual(theirs);
      const image = await app.inject({ url: theirs.image!, headers: rootAuth });
      expect(image.statusCode).toBe(200);

      const created = await sendLandlord(
        app,
        'POST',
        rootAuth,
        landlordForm(other, { CommunityId: other.communityId }),
        [photo()],
      );
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json<Landlord>().communityId).toBe(other.communityId);
      const viaQuery = await sendLandlord(
        app,
        'POST',
        rootAuth,
        landlordForm(other),
        [photo()],
        `/api/Landlords?communityId=${other.communityId}`,
      );
      expect(viaQuery.statusCode).toBe(201);
      const edited = await sendLandlord(
        app,
        'PUT',
        rootAuth,
        landlordForm(estate, { Id: mine.id, FullName: 'Edited By Root' }),
      );
      expect(edited.statusCode).toBe(200);
      expect(edited.json<Landlord>().fullName).toBe('Edited By Root');
    });

    it('asks the Super admin to choose a community, keeping no file', async () => {
      const before = await snapshot();
      const response = await sendLandlord(app, 'POST', rootAuth, landlordForm(estate), [photo()]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.reference.chooseCommunity });
      const wrong = await sendLandlord(
        app,
        'POST',
        rootAuth,
        landlordForm(estate, { CommunityId: other.communityId }),
        [photo()],
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: messages.reference.wrongCommunity });
      expect(await snapshot()).toEqual(before);
    });

    it('needs a session (401), before any file is stored', async () => {
      const before = await snapshot();
      const post = await sendLandlord(app, 'POST', {}, landlordForm(estate), [photo()]);
      const list = await app.inject({ url: '/api/Landlords' });
      for (const response of [post, list]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: messages.auth.signInRequired });
      }
      expect(await snapshot()).toEqual(before);
    });
  });
});
