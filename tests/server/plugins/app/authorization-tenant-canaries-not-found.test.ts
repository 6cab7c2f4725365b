/**
 * Tenant canaries (see tenant-canaries.test.ts): a record of community A must look to B exactly
 * like a record that does not exist (same status, same body), by id, in references, in edits and
 * in adverts, so B cannot even learn that it exists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import type { Advert } from '../../../../src/shared/contract/adverts.js';
import { build } from '../../support/helper.js';
import { addressBody, apartmentBody } from '../../support/tenant-fixtures.js';
import { advertRequest, placePaidAdverts, sectionOf } from '../../support/world/adverts-world.js';
import {
  authOf,
  buildWorld,
  call,
  landlordRequest,
  type World,
} from '../../support/world/world.js';

const MISSING_ID = 2_147_483_647;
const MISSING_FILE = '0'.repeat(32);

describe('tenant canaries: a record of A looks to B like one that does not exist', () => {
  let app: App;
  let world: World;
  let advertOfA: Advert;

  beforeAll(async () => {
    app = await build();
    world = await buildWorld(app);
    advertOfA = await placePaidAdverts(world);
  }, 60_000);
  afterAll(() => app.close());

  describe('a record of A looks to B like one that does not exist', () => {
    const singles = (w: World) =>
      [
        ['GET', '/api/Streets/', w.a.streetId, MISSING_ID],
        ['GET', '/api/Addresses/', w.a.addressId, MISSING_ID],
        ['GET', '/api/Apartments/', w.a.apartmentId, MISSING_ID],
        ['GET', '/api/Apartments/apartmentTypes/', w.a.apartmentTypeId, MISSING_ID],
        ['GET', '/api/Landlords/', w.a.landlordId, MISSING_ID],
        ['GET', '/api/Communities/', w.a.id, MISSING_ID],
        ['GET', '/api/Files/', w.a.photoFileId, MISSING_FILE],
        ['GET', '/api/Files/', w.a.idDocumentFileId, MISSING_FILE],
        ['DELETE', '/api/Streets/', w.a.streetId, MISSING_ID],
        ['DELETE', '/api/Addresses/', w.a.addressId, MISSING_ID],
        ['DELETE', '/api/Apartments/', w.a.apartmentId, MISSING_ID],
        ['DELETE', '/api/Apartments/apartmentTypes/', w.a.apartmentTypeId, MISSING_ID],
        ['DELETE', '/api/Landlords/', w.a.landlordId, MISSING_ID],
        ['GET', '/api/Residents/', w.a.memberResidentId, MISSING_ID],
        ['DELETE', '/api/Residents/', w.a.excoResidentId, MISSING_ID],
        ['GET', '/api/Projects/', w.a.projectId, MISSING_ID],
        ['DELETE', '/api/Residents/Dependants/', w.a.dependantId, MISSING_ID],
        ['DELETE', '/api/Residents/Excos/', w.a.excoResidentId, MISSING_ID],
        ['GET', `/api/Residents/${w.b.id}/debtors/`, w.a.memberResidentId, MISSING_ID],
      ] as const;

    for (const actor of ['adminB', 'memberB'] as const) {
      it(`by id, as ${actor}`, async () => {
        for (const [method, prefix, id, missing] of singles(world)) {
          const ofA = await call(world, actor, method, `${prefix}${id}`);
          const none = await call(world, actor, method, `${prefix}${missing}`);
          expect(ofA.statusCode, `${method} ${prefix}${id}`).toBeGreaterThanOrEqual(400);
          expect([ofA.statusCode, ofA.body], `${method} ${prefix}${id}`).toEqual([
            none.statusCode,
            none.body,
          ]);
        }
      });
    }

    for (const actor of ['adminB', 'memberB'] as const) {
      it(`in a resident's dependants, as ${actor}`, async () => {
        const ofA = await call(
          world,
          actor,
          'GET',
          `/api/Residents/${world.a.memberResidentId}/Dependants`,
        );
        const none = await call(world, actor, 'GET', `/api/Residents/${MISSING_ID}/Dependants`);
        expect(ofA.statusCode).toBe(404);
        expect([ofA.statusCode, ofA.body]).toEqual([none.statusCode, none.body]);
      });
    }

    it('in people and project references, as adminB', async () => {
      const secretary = (await app.repos.roles.findIdByName('Secretary')) ?? 0;
      const refs = [
        [
          '/api/Residents/Dependants',
          (residentId: number) => ({
            residentId,
            fullName: 'X',
            relationship: 'Son',
            gender: 'Male',
            dob: '2010-01-01',
          }),
          world.a.memberResidentId,
        ],
        [
          '/api/Residents/Excos',
          (residentId: number) => ({ residentId, roleId: secretary }),
          world.a.memberResidentId,
        ],
        [
          '/api/Projects/CreateProject',
          (excoResidentId: number) => ({
            projectName: 'X',
            projectDate: '2026-01-01',
            budget: 1,
            excoResidentId,
          }),
          world.a.excoResidentId,
        ],
      ] as const;
      for (const [url, body, idOfA] of refs) {
        const ofA = await call(world, 'adminB', 'POST', url, body(idOfA));
        const none = await call(world, 'adminB', 'POST', url, body(MISSING_ID));
        expect(ofA.statusCode, url).toBe(400);
        expect(ofA.body, url).toBe(none.body);
      }
    });

    it('in edits, as adminB', async () => {
      const edits = [
        [
          '/api/Streets',
          { id: 0, streetName: 'X', buildings: 1, lga: 'X', state: 'X', country: 'X' },
        ],
        ['/api/Addresses', { id: 0, ...addressBody(world.b.streetId) }],
        ['/api/Apartments', { id: 0, ...apartmentBody(world.b.addressId, world.b.streetId) }],
        [
          '/api/Apartments/UpdateApartmentType',
          { id: 0, type: 'hall', name: 'X', numberOfRoom: 1, feePerPerMonth: 1 },
        ],
      ] as const;
      const ids: Record<string, number> = {
        '/api/Streets': world.a.streetId,
        '/api/Addresses': world.a.addressId,
        '/api/Apartments': world.a.apartmentId,
        '/api/Apartments/UpdateApartmentType': world.a.apartmentTypeId,
      };
      for (const [url, body] of edits) {
        const ofA = await call(world, 'adminB', 'PUT', url, { ...body, id: ids[url] });
        const none = await call(world, 'adminB', 'PUT', url, { ...body, id: MISSING_ID });
        expect(ofA.statusCode, url).toBe(404);
        expect(ofA.body, url).toBe(none.body);
      }
      const landlord = async (id: number) => {
        const form = await landlordRequest(world.b, { Id: id }, false);
        return app.inject({
          method: 'PUT',
          url: '/api/Landlords',
          payload: form.payload,
          headers: { ...authOf(world, 'adminB'), ...form.headers },
        });
      };
      const ofA = await landlord(world.a.landlordId);
      const none = await landlord(MISSING_ID);
      expect(ofA.statusCode).toBe(404);
      expect(ofA.body).toBe(none.body);
    });

    it('in references, as adminB', async () => {
      const refs = [
        ['/api/Addresses', (id: number) => addressBody(id)],
        ['/api/Apartments', (id: number) => apartmentBody(world.b.addressId, id)],
        ['/api/Apartments', (id: number) => apartmentBody(id, world.b.streetId)],
      ] as const;
      const targets = [world.a.streetId, world.a.streetId, world.a.addressId];
      for (const [index, [url, body]] of refs.entries()) {
        const ofA = await call(world, 'adminB', 'POST', url, body(targets[index] ?? 0));
        const none = await call(world, 'adminB', 'POST', url, body(MISSING_ID));
        expect(ofA.statusCode, url).toBe(400);
        expect(ofA.body, url).toBe(none.body);
      }
      const landlord = async (apartmentId: number) => {
        const form = await landlordRequest({ streetId: world.b.streetId, apartmentId });
        return app.inject({
          method: 'POST',
          url: '/api/Landlords',
          payload: form.payload,
          headers: { ...authOf(world, 'adminB'), ...form.headers },
        });
      };
      const ofA = await landlord(world.a.apartmentId);
      const none = await landlord(MISSING_ID);
      expect(ofA.statusCode).toBe(400);
      expect(ofA.body).toBe(none.body);
    });

    it('in adverts, as adminB (payment, section edit, images, placing with references)', async () => {
      const sectionOfA = await sectionOf(world, 'a');
      const pairs = [
        ['POST', '/api/Adverts/{id}/Payment', advertOfA.id, { method: 'Cash' }],
        ['PUT', '/api/Adverts/Sections/{id}', sectionOfA.id, { name: 'X', pricePerDay: 1 }],
      ] as const;
      for (const [method, path, idOfA, body] of pairs) {
        const ofA = await call(world, 'adminB', method, path.replace('{id}', String(idOfA)), body);
        const none = await call(
          world,
          'adminB',
          method,
          path.replace('{id}', `${MISSING_ID}`),
          body,
        );
        expect(ofA.statusCode, path).toBe(404);
        expect(ofA.body, path).toBe(none.body);
      }
      for (const actor of ['adminB', 'memberB'] as const) {
        const image = await call(world, actor, 'GET', advertOfA.graphics);
        const none = await call(world, actor, 'GET', `/api/Files/${MISSING_FILE}`);
        expect([image.statusCode, image.body]).toEqual([none.statusCode, none.body]);
      }
      const place = async (fields: Record<string, number>) => {
        const form = await advertRequest(world, 'b', fields);
        return app.inject({
          method: 'POST',
          url: '/api/Adverts/CreateAdvert',
          payload: form.payload,
          headers: { ...authOf(world, 'adminB'), ...form.headers },
        });
      };
      for (const field of ['SectionId', 'ResidentId'] as const) {
        const idOfA = field === 'SectionId' ? sectionOfA.id : world.a.memberResidentId;
        const ofA = await place({ [field]: idOfA });
        const none = await place({ [field]: MISSING_ID });
        expect(ofA.statusCode, field).toBe(400);
        expect(ofA.body, field).toBe(none.body);
      }
    });
  });
});
