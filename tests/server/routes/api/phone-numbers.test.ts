/**
 * Phone numbers and member IDs (issue 16, point 10) through the API: every form that takes a
 * phone refuses one that is not Nigerian (+234 or 0, then 10 digits) on its field, stores a
 * spaced or dashed one as 0 and 10 digits, and keeps a number stored before the rule while it is
 * not changed; member IDs are `NB{communityId}-{residentId}`, given by Neighbourly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import type { Resident } from '../../../../src/shared/contract/residents.js';
import { landlordForm, photo, sendLandlord } from '../../support/files-fixtures.js';
import { build } from '../../support/helper.js';
import { addedLandlord, landlordsScene } from '../../support/landlords-fixtures.js';
import {
  addResident,
  editForm,
  residentForm,
  residentsScene,
  sendResident,
  type ResidentEstate,
} from '../../support/residents-fixtures.js';
import { sessionOfResident } from '../../support/world/people.js';

const MESSAGE = 'Please enter a Nigerian phone number: +234 or 0 followed by 10 digits';
const MEMBER_ID_MESSAGE = 'Member IDs are given by Neighbourly and cannot be typed or changed';
const refusal = (field: string, message = MESSAGE) => ({ message, errors: { [field]: message } });

describe('Phone numbers and member IDs', { timeout: 60_000 }, () => {
  let app: App;
  let estate: ResidentEstate;

  beforeAll(async () => {
    app = await build();
    ({ estate } = await residentsScene(app));
  }, 60_000);
  afterAll(() => app.close());

  it('a resident: letters refused on MobileNumber, a spaced 0 number stored as 0 and 10 digits', async () => {
    for (const MobileNumber of ['0803 CALL ME1', '0803123456a', '+44 7911 123456']) {
      const response = await sendResident(
        app,
        'POST',
        estate.auth,
        residentForm(estate, { MobileNumber }),
      );
      expect(response.statusCode, MobileNumber).toBe(400);
      expect(response.json()).toEqual(refusal('MobileNumber'));
    }
    const resident = await addResident(app, estate, { MobileNumber: ' 0905-111 2233 ' });
    expect(resident.mobileNumber).toBe('09051112233');
  });

  it('a resident keeps a number stored before the rule until it is changed', async () => {
    const resident = await addResident(app, estate);
    await app.db
      .updateTable('users')
      .set({ mobileNumber: '+447911123456' })
      .where('email', '=', resident.email)
      .execute();
    const stored = { ...resident, mobileNumber: '+447911123456' };
    const kept = await sendResident(app, 'PUT', estate.auth, editForm(stored, { State: 'Oyo' }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ mobileNumber: '+447911123456', state: 'Oyo' });
    const changed = await sendResident(
      app,
      'PUT',
      estate.auth,
      editForm(stored, { MobileNumber: '+447911123457' }),
    );
    expect(changed.json()).toEqual(refusal('MobileNumber'));
  });

  it('a dependant, the profile, an apartment: refused on the field, stored normalised', async () => {
    const resident = await addResident(app, estate);
    const dependant = await estate.admin.post('/api/Residents/Dependants', {
      residentId: resident.id,
      fullName: 'Ada Obi',
      relationship: 'Sister',
      gender: 'Female',
      dob: '1990-01-02',
      phone: '+234 803-555 0101',
    });
    expect(dependant.statusCode, dependant.body).toBe(201);
    expect(dependant.json()).toMatchObject({ phone: '08035550101' });

    const own = await sessionOfResident(app, resident.id);
    const profile = { fullName: resident.fullName, email: resident.email };
    const letters = await own.put('/api/AuthUser/Profile', {
      ...profile,
      mobileNumber: '0803abc4567',
    });
    expect(letters.statusCode).toBe(400);
    expect(letters.json()).toEqual(refusal('mobileNumber'));
    const spaced = await own.put('/api/AuthUser/Profile', {
      ...profile,
      mobileNumber: '+234 905 222 3344',
    });
    expect(spaced.statusCode, spaced.body).toBe(200);
    expect(spaced.json()).toMatchObject({ mobileNumber: '09052223344' });

    const flat = await app.repos.apartments.findById(estate.apartmentId, estate.communityId);
    const apartment = {
      id: estate.apartmentId,
      apartmentName: flat!.apartmentName,
      addressId: flat!.addressId,
      streetId: flat!.streetId,
      landlordId: flat!.landlordId,
      principalId: flat!.principalId,
    };
    const refused = await estate.admin.put('/api/Apartments', {
      ...apartment,
      principalPhoneNumber: 'call the gate',
      landLoardPhoneNumber: '08037654321',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal('principalPhoneNumber'));
    const saved = await estate.admin.put('/api/Apartments', {
      ...apartment,
      principalPhoneNumber: '0803 123 4567',
      landLoardPhoneNumber: '+234-803-765-4321',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      principalPhoneNumber: '08031234567',
      landLoardPhoneNumber: '08037654321',
    });
  });

  it('a landlord: letters refused on MobileNo, a spaced +234 number stored as 0 and 10 digits', async () => {
    const { estate: block } = await landlordsScene(app);
    const refused = await sendLandlord(
      app,
      'POST',
      block.auth,
      landlordForm(block, { MobileNo: '0805 LANDLORD' }),
      [photo()],
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal('MobileNo'));
    const landlord = await addedLandlord(app, block, { MobileNo: '+234 805 123 4567' });
    expect(landlord.mobileNo).toBe('08051234567');
  });

  it('member IDs: NB{communityId}-{residentId}, given by Neighbourly, never typed', async () => {
    const typed = await sendResident(
      app,
      'POST',
      estate.auth,
      residentForm(estate, { MemberId: 'LG-0042' }),
    );
    expect(typed.statusCode).toBe(400);
    expect(typed.json()).toEqual(refusal('MemberId', MEMBER_ID_MESSAGE));

    const resident: Resident = await addResident(app, estate);
    expect(resident.memberId).toBe(`NB${estate.communityId}-${resident.id}`);
    const changed = await sendResident(
      app,
      'PUT',
      estate.auth,
      editForm(resident, { MemberId: 'LG-9' }),
    );
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual(refusal('MemberId', MEMBER_ID_MESSAGE));
    // Its own, sent back unchanged (or left out), is no change.
    for (const MemberId of [resident.memberId, '']) {
      const same = await sendResident(
        app,
        'PUT',
        estate.auth,
        editForm(resident, { MemberId, Occupation: 'Pilot' }),
      );
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json()).toMatchObject({ memberId: resident.memberId, occupation: 'Pilot' });
    }
  });
});
