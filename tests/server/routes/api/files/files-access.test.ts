/**
 * Files follow their record's rules (issue 12, findings 8 and 10): a landlord's photo as
 * landlords (administrators), a resident's photo as the resident record (administrators and the
 * resident), an advert's images as adverts (the community), ID documents as before
 * (administrators, every GET and HEAD audited, served as an attachment). And a resident form whose
 * ID document is refused keeps nothing, not even the photo stored before it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Landlord } from '../../../../../src/shared/contract/landlords.js';
import type { Resident } from '../../../../../src/shared/contract/residents.js';
import { todayInLagos } from '../../../../../src/shared/finance.js';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import { AUDIT_ACTIONS } from '../../../../../src/server/services/audit/audit.js';
import { advertFields, placedAdvert, sectionsOf } from '../../../support/adverts-fixtures.js';
import { landlordForm, photo, sendLandlord, storedFiles } from '../../../support/files-fixtures.js';
import {
  build,
  countRows,
  createSuperAdmin,
  createUserWithRole,
  signIn,
} from '../../../support/helper.js';
import { residentRefs } from '../../../support/people-fixtures.js';
import { ACTIVE_PDFS } from '../../../support/pdf-fixtures.js';
import {
  addResident,
  idDocument,
  residentForm,
  residentPhoto,
  sendResident,
  sessionOf,
} from '../../../support/residents-fixtures.js';
import {
  caller,
  communityWithAdmin,
  type Caller,
  type Community,
} from '../../../support/tenant-fixtures.js';

describe('who may read a file (issue 12)', () => {
  let app: App;
  let community: Community;
  let other: Community;
  let refs: Awaited<ReturnType<typeof residentRefs>>;
  let auth: { authorization: string };
  let resident: Resident;
  let residentCaller: Caller;
  let neighbourCaller: Caller;
  let treasurer: Caller;
  let root: Caller;
  let landlordPhoto: string;

  beforeAll(async () => {
    app = await build();
    community = await communityWithAdmin(app);
    other = await communityWithAdmin(app);
    refs = await residentRefs(community.admin);
    auth = { authorization: `Bearer ${community.admin.token}` };
    const estate = { ...refs, auth };
    resident = await addResident(app, estate);
    residentCaller = await sessionOf(app, resident);
    neighbourCaller = await sessionOf(app, await addResident(app, estate));
    const officer = await createUserWithRole(app, community.id, 'Treasurer');
    treasurer = caller(app, await signIn(app, officer.email, officer.password));
    const superAdmin = await createSuperAdmin(app);
    root = caller(app, await signIn(app, superAdmin.email, superAdmin.password));
    const apartment = await app.db
      .selectFrom('apartments')
      .select(['id', 'streetId'])
      .where('id', '=', refs.apartmentId)
      .executeTakeFirstOrThrow();
    const landlord = await sendLandlord(
      app,
      'POST',
      auth,
      landlordForm({ streetId: apartment.streetId, apartmentId: apartment.id }),
      [photo()],
    );
    expect(landlord.statusCode, landlord.body).toBe(201);
    landlordPhoto = landlord.json<Landlord>().image!;
  }, 60_000);
  afterAll(() => app.close());

  const status = async (as: Caller, url: string) => (await as.get(url)).statusCode;

  it("gives a landlord's photo to administrators only: a Member gets 404", async () => {
    expect(await status(community.admin, landlordPhoto)).toBe(200);
    expect(await status(treasurer, landlordPhoto)).toBe(200);
    expect(await status(root, landlordPhoto)).toBe(200);
    for (const as of [residentCaller, other.admin]) {
      const refused = await as.get(landlordPhoto);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: messages.upload.notFound });
    }
  });

  it("gives a resident's photo to administrators and the resident, not to neighbours", async () => {
    const url = resident.imagePath!;
    expect(await status(community.admin, url)).toBe(200);
    expect(await status(treasurer, url)).toBe(200);
    expect(await status(residentCaller, url)).toBe(200);
    expect(await status(root, url)).toBe(200);
    expect(await status(neighbourCaller, url)).toBe(404);
    expect(await status(other.admin, url)).toBe(404);
  });

  it("gives an advert's images to every signed-in user of the community", async () => {
    const [section] = await sectionsOf(community.admin, community.id);
    const advert = await placedAdvert(
      app,
      community.admin.token,
      advertFields(section!, todayInLagos(), { ResidentId: resident.id }),
    );
    for (const url of [advert.graphics, advert.logo]) {
      expect(await status(neighbourCaller, url)).toBe(200);
      expect(await status(residentCaller, url)).toBe(200);
      expect(await status(other.admin, url)).toBe(404);
    }
  });

  it('serves an ID document as an attachment and audits GET and HEAD alike', async () => {
    const admin = await community.admin.get(`/api/Residents/${resident.id}`);
    const url = admin.json<Resident>().idNumberFile!;
    const fileId = url.slice('/api/Files/'.length);
    const downloads = () =>
      app.db
        .selectFrom('auditLog')
        .select(['action', 'target', 'actorUserId'])
        .where('action', '=', AUDIT_ACTIONS.idDocumentDownload)
        .where('target', '=', `file ${fileId}`)
        .execute();

    const got = await community.admin.get(url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-disposition']).toBe(`attachment; filename="${fileId}.pdf"`);
    expect(await downloads()).toHaveLength(1);

    const head = await app.inject({ method: 'HEAD', url, headers: auth });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/pdf');
    expect(head.headers['content-disposition']).toBe(`attachment; filename="${fileId}.pdf"`);
    expect(head.body).toBe('');
    expect(await downloads()).toHaveLength(2);

    // Refused (a Member, even the resident themselves): 404 and no download row.
    const refused = await app.inject({
      method: 'HEAD',
      url,
      headers: { authorization: `Bearer ${residentCaller.token}` },
    });
    expect(refused.statusCode).toBe(404);
    expect(await downloads()).toHaveLength(2);
  });

  it('keeps nothing when the ID document is refused after the photo was stored', async () => {
    const before = {
      residents: await countRows(app, 'residents'),
      files: await countRows(app, 'files'),
      stored: await storedFiles(app),
    };
    const response = await sendResident(app, 'POST', auth, residentForm(refs), [
      residentPhoto(),
      idDocument(ACTIVE_PDFS['/OpenAction JavaScript']),
    ]);
    expect(response.statusCode).toBe(400);
    const refused = `ID document: ${messages.upload.documentActive}`;
    expect(response.json()).toEqual({ message: refused, errors: { IdNumberFile: refused } });
    expect({
      residents: await countRows(app, 'residents'),
      files: await countRows(app, 'files'),
      stored: await storedFiles(app),
    }).toEqual(before);
  });
});
