/**
 * The finance journey's community (finance.test.ts), set up through the API: Palm Court Estate,
 * its Admin, and three residents, two in a ₦45,000 flat and one in a ₦15,000 self contain
 * (1 room apartment).
 */
import { expect } from 'vitest';
import { pdf, png, type apiClient } from './support';
import { registerCommunity } from './seed';

export const admin = { email: 'bisi@palmcourt.ng', password: 'Palm#Court2026' };

export const people = {
  payer: { fullName: 'Chidi Okafor', email: 'chidi.okafor@example.ng', phone: '08031112222' },
  other: { fullName: 'Emeka Nwosu', email: 'emeka.nwosu@example.ng', phone: '08032223333' },
  member: { fullName: 'Funke Adeyemi', email: 'funke.adeyemi@example.ng', phone: '08033334444' },
};

/** A resident created through the API (multipart, the spec's field names). */
function residentForm(
  person: { fullName: string; email: string; phone: string },
  refs: { addressId: number; apartmentId: number; apartmentTypeId: number },
  memberRoleId: number,
): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    Title: 'Mr',
    FullName: person.fullName,
    Gender: 'Male',
    MaritalStatus: 'Married',
    Dob: '1984-02-20',
    MobileNumber: person.phone,
    Email: person.email,
    SelectedAddressId: String(refs.addressId),
    SelectedApartmentId: String(refs.apartmentId),
    SelectApartmentTypeId: String(refs.apartmentTypeId),
    SelectedRoleId: String(memberRoleId),
    Occupation: 'Accountant',
    Nationality: 'Nigeria',
    State: 'Lagos',
    IdNumberType: 'NIN',
    IdNumber: '11122233344',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(
    'Image',
    new Blob([new Uint8Array(png([20, 90, 160]))], { type: 'image/png' }),
    'p.png',
  );
  form.append(
    'IdNumberFile',
    new Blob([new Uint8Array(pdf())], { type: 'application/pdf' }),
    'nin.pdf',
  );
  return form;
}

/** Registers the community and adds the residents; the Admin's token and the residents' ids. */
export async function palmCourt({ api, signIn }: ReturnType<typeof apiClient>) {
  await registerCommunity(api, {
    communityName: 'Palm Court Estate',
    communityAddress: '1 Palm Court Road, Ikeja',
    street: 'Palm Court Road',
    lga: 'Ikeja',
    state: 'Lagos',
    country: 'Nigeria',
    email: 'info@palmcourt.ng',
    mobileNumber: '08025556666',
    fullName: 'Bisi Adebayo',
    title: 'Mrs',
    adminEmail: admin.email,
    adminPassword: admin.password,
  });
  const adminToken = await signIn(admin.email, admin.password);
  const ids: Record<keyof typeof people, number> = { payer: 0, other: 0, member: 0 };
  const created = async (method: string, url: string, body: unknown): Promise<number> => {
    const { status, json } = await api(method, url, adminToken, body);
    expect({ url, status, json }).toEqual({ url, status: 201, json: expect.anything() });
    return json.id as number;
  };

  const streetId = await created('POST', '/api/Streets', {
    streetName: 'Palm Court Road',
    buildings: 4,
    lga: 'Ikeja',
    state: 'Lagos',
    country: 'Nigeria',
  });
  const addressId = await created('POST', '/api/Addresses', {
    streetId,
    buildings: 1,
    address: '3 Palm Court Road',
    apartments: 4,
    landlordId: 'LL-3',
  });
  const flatType = await created('POST', '/api/Apartments/AddApartmentType', {
    type: '2 bedroom',
    name: 'Two bedroom flat',
    numberOfRoom: 2,
    feePerPerMonth: 45000,
  });
  const selfContain = await created('POST', '/api/Apartments/AddApartmentType', {
    type: '1 room apartment',
    name: 'Self contain',
    numberOfRoom: 1,
    feePerPerMonth: 15000,
  });
  const roles = await api('GET', '/api/Communities/Getroles', adminToken);
  expect(roles.status).toBe(200);
  const memberRoleId = (roles.json as { id: number; roleName: string }[]).find(
    (role) => role.roleName === 'Member',
  )!.id;

  const homes = [
    ['payer', 'Flat 3A', 'PR-3A', flatType],
    ['other', 'Flat 3B', 'PR-3B', flatType],
    ['member', 'Room 3C', 'PR-3C', selfContain],
  ] as const;
  for (const [who, apartmentName, principalId, apartmentTypeId] of homes) {
    const apartmentId = await created('POST', '/api/Apartments', {
      apartmentName,
      addressId,
      streetId,
      landlordId: 'LL-3',
      principalId,
      principalPhoneNumber: '08030000003',
      landLoardPhoneNumber: '08030000033',
    });
    ids[who] = await created(
      'POST',
      '/api/Residents',
      residentForm(people[who], { addressId, apartmentId, apartmentTypeId }, memberRoleId),
    );
  }
  return { adminToken, ids };
}
