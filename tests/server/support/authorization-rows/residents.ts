/**
 * Residents (issue 4): administrators of the community and the Super admin list, read, add, edit,
 * delete and export them. A Member reads and edits only their own record (403 with the spec's
 * "view" message for anyone else's and for the lists, 403 with its "create" message on POST).
 * Only an Admin or the Super admin gives the Admin role.
 */
import type { Resident } from '../../../../src/shared/contract/residents.js';
import { messages } from '../../../../src/shared/messages.js';
import { multipart } from '../files-fixtures.js';
import {
  idDocument,
  residentForm,
  residentPhoto,
  roleIdOf,
  uniqueEmail,
  uniquePhone,
} from '../residents-fixtures.js';
import { authOf, type Side, type World } from '../world/world.js';
import { actorsCommunity, staysInA, type Expectations, type Row } from './types.js';

const forbidden = { status: 403, message: messages.auth.forbidden };
const viewRefused = { status: 403, message: messages.resident.viewPermission };
const hidden = { status: 404, message: messages.resident.loadFailed };
const wrongCommunity = { status: 400, message: messages.reference.wrongCommunity };

/** Lists and the export: A's administrators and the Super admin. */
const listOfA: Expectations = {
  anonymous: 401,
  member: viewRefused,
  treasurerA: 200,
  adminA: 200,
  adminB: forbidden,
  superAdmin: 200,
};

/** A list without a community named: every administrator their own. */
const list: Expectations = { ...listOfA, adminB: 200 };

/** Editing a resident of A that is not the Member's own. */
const editOfA: Expectations = {
  anonymous: 401,
  member: viewRefused,
  treasurerA: 200,
  adminA: 200,
  adminB: hidden,
  superAdmin: 200,
};

/** A multipart resident form as inject options (payload + content-type). */
async function residentRequest(
  refs: { addressId: number; apartmentId: number; apartmentTypeId: number },
  overrides: Record<string, string | number> = {},
  withFiles = true,
) {
  const body = await multipart(
    residentForm(refs, overrides),
    withFiles ? [residentPhoto(), idDocument()] : [],
  );
  return { payload: body.payload, headers: body.headers };
}

/** A fresh resident of the side (default Member), added through the API by the side's Admin. */
async function freshResident(
  world: World,
  side: Side = 'a',
  roleName: Parameters<typeof roleIdOf>[0] = 'Member',
): Promise<Resident> {
  const records = world[side];
  const form = await residentRequest(records, {
    FullName: `${records.marker} Resident`,
    SelectedRoleId: roleIdOf(roleName),
  });
  const response = await world.app.inject({
    method: 'POST',
    url: '/api/Residents',
    payload: form.payload,
    headers: { ...authOf(world, side === 'a' ? 'adminA' : 'adminB'), ...form.headers },
  });
  if (response.statusCode !== 201) {
    throw new Error(`world: add resident answered ${response.statusCode} ${response.body}`);
  }
  return response.json<Resident>();
}

const readResident = (world: World, id: number) => world.app.repos.residents.findById(id, null);

/** The form that saves `resident` as it is, with overrides (an administrator's PUT). */
function editFields(resident: Resident, overrides: Record<string, string | number> = {}) {
  return {
    Id: resident.id,
    SelectedAddressId: resident.selectedAddressId,
    SelectedApartmentId: resident.selectedApartmentId,
    SelectApartmentTypeId: resident.selectedApartmentTypeId,
    SelectedRoleId: resident.selectedRoleId,
    FullName: resident.fullName,
    Email: resident.email ?? '',
    MobileNumber: resident.mobileNumber ?? '',
    ...overrides,
  };
}

/**
 * Who may change whom (issue 12, src/shared/access.ts): an administrator's identity and removal
 * are an Admin's or the Super admin's; every officer (exco role) is refused.
 */
const adminsOnly = (refusal: string): Expectations => ({
  ...editOfA,
  treasurerA: { status: 403, message: refusal },
});

/** A PUT of a fresh administrator of A with one identity field changed. */
function identityEditRow(roleName: 'Admin' | 'Secretary', field: 'Email' | 'MobileNumber'): Row {
  return {
    method: 'PUT',
    route: '/api/Residents',
    label: `a fresh ${roleName} of A given a new ${field === 'Email' ? 'e-mail' : 'phone'}`,
    request: async (world) => {
      const resident = await freshResident(world, 'a', roleName);
      const value = field === 'Email' ? uniqueEmail('takeover') : uniquePhone();
      // The record as stored (the other fields from a complete form), one field changed.
      const body = await multipart({
        ...residentForm(world.a),
        ...editFields(resident, { Title: resident.title }),
        [field]: value,
      });
      return {
        url: '/api/Residents',
        payload: body.payload,
        headers: body.headers,
        snapshot: () => readResident(world, resident.id),
      };
    },
    expect: adminsOnly(messages.resident.adminDetailsOnlyByAdmin),
    landsIn: staysInA,
  };
}

/** A DELETE of a fresh administrator of A. */
function removalRow(roleName: 'Admin' | 'Chairman'): Row {
  return {
    method: 'DELETE',
    route: '/api/Residents/{id}',
    label: `a fresh ${roleName} of A`,
    request: async (world) => {
      const { id } = await freshResident(world, 'a', roleName);
      return { url: `/api/Residents/${id}`, snapshot: () => readResident(world, id) };
    },
    expect: {
      ...adminsOnly(messages.resident.removeAdminOnlyByAdmin),
      member: forbidden,
    },
  };
}

export const residentRows: Row[] = [
  identityEditRow('Admin', 'Email'),
  identityEditRow('Admin', 'MobileNumber'),
  identityEditRow('Secretary', 'Email'),
  identityEditRow('Secretary', 'MobileNumber'),
  removalRow('Admin'),
  removalRow('Chairman'),
  {
    method: 'GET',
    route: '/api/Residents',
    request: async () => ({ url: '/api/Residents' }),
    expect: list,
  },
  {
    method: 'GET',
    route: '/api/Residents',
    label: '?communityId=A',
    request: async (world) => ({ url: `/api/Residents?communityId=${world.a.id}` }),
    expect: listOfA,
  },
  {
    method: 'GET',
    route: '/api/Residents/Community/{communityId}',
    label: 'A',
    request: async (world) => ({ url: `/api/Residents/Community/${world.a.id}` }),
    expect: listOfA,
  },
  {
    method: 'GET',
    route: '/api/Residents/Export',
    request: async () => ({ url: '/api/Residents/Export' }),
    expect: list,
  },
  {
    method: 'GET',
    route: '/api/Residents/Export',
    label: '?communityId=A',
    request: async (world) => ({ url: `/api/Residents/Export?communityId=${world.a.id}` }),
    expect: listOfA,
  },
  {
    method: 'GET',
    route: '/api/Residents/{id}',
    label: "A's Chairman (not the Member's own)",
    request: async (world) => ({ url: `/api/Residents/${world.a.excoResidentId}` }),
    expect: {
      anonymous: 401,
      member: viewRefused,
      treasurerA: 200,
      adminA: 200,
      adminB: hidden,
      superAdmin: 200,
    },
  },
  {
    method: 'GET',
    route: '/api/Residents/{id}',
    label: "the Member of A's own",
    request: async (world) => ({ url: `/api/Residents/${world.a.memberResidentId}` }),
    expect: {
      anonymous: 401,
      member: 200,
      treasurerA: 200,
      adminA: 200,
      adminB: hidden,
      superAdmin: 200,
    },
  },
  {
    method: 'POST',
    route: '/api/Residents',
    label: "at A's address, apartment and type, CommunityId A",
    request: async (world) => ({
      url: '/api/Residents',
      ...(await residentRequest(world.a, { CommunityId: world.a.id })),
    }),
    expect: {
      anonymous: 401,
      member: { status: 403, message: messages.resident.createPermission },
      treasurerA: 201,
      adminA: 201,
      adminB: wrongCommunity,
      superAdmin: 201,
    },
    landsIn: actorsCommunity,
  },
  {
    method: 'PUT',
    route: '/api/Residents',
    label: 'a fresh resident of A, new photo',
    request: async (world) => {
      const resident = await freshResident(world);
      const body = await multipart(editFields(resident, residentForm(world.a)), [residentPhoto()]);
      return {
        url: '/api/Residents',
        payload: body.payload,
        headers: body.headers,
        snapshot: () => readResident(world, resident.id),
      };
    },
    expect: editOfA,
    landsIn: staysInA,
  },
  {
    method: 'PUT',
    route: '/api/Residents',
    label: 'a fresh resident of A given the Admin role',
    request: async (world) => {
      const resident = await freshResident(world);
      const fields = editFields(resident, {
        ...residentForm(world.a, { SelectedRoleId: roleIdOf('Admin') }),
        Email: resident.email ?? '',
        MobileNumber: resident.mobileNumber ?? '',
      });
      const body = await multipart({ ...fields, Id: resident.id });
      return {
        url: '/api/Residents',
        payload: body.payload,
        headers: body.headers,
        snapshot: () => readResident(world, resident.id),
      };
    },
    expect: {
      ...editOfA,
      treasurerA: { status: 403, message: messages.resident.adminRoleOnlyByAdmin },
    },
    landsIn: staysInA,
  },
  {
    method: 'PUT',
    route: '/api/Residents',
    label: "the Member of A's own record (profile), with an ID document",
    request: async (world) => {
      const id = world.a.memberResidentId;
      const fields = residentForm(world.a, {
        Id: id,
        FullName: `${world.a.marker} Member ${uniquePhone()}`,
        Email: world.accounts.member.email,
        MobileNumber: uniquePhone(),
        // The Member's own role, so no edit of this row makes the Member anything else.
        SelectedRoleId: roleIdOf('Member'),
      });
      const body = await multipart(fields, [residentPhoto(), idDocument()]);
      return {
        url: '/api/Residents',
        payload: body.payload,
        headers: body.headers,
        snapshot: () => readResident(world, id),
      };
    },
    expect: {
      anonymous: 401,
      member: 200,
      treasurerA: 200,
      adminA: 200,
      adminB: hidden,
      superAdmin: 200,
    },
    landsIn: staysInA,
  },
  {
    method: 'PUT',
    route: '/api/Residents',
    label: "a fresh resident of B moved to A's address, apartment and type",
    request: async (world) => {
      const resident = await freshResident(world, 'b');
      const fields = editFields(resident, {
        ...residentForm(world.a),
        Email: resident.email ?? uniqueEmail(),
        MobileNumber: resident.mobileNumber ?? uniquePhone(),
      });
      const body = await multipart({ ...fields, Id: resident.id });
      return {
        url: '/api/Residents',
        payload: body.payload,
        headers: body.headers,
        snapshot: () => readResident(world, resident.id),
      };
    },
    expect: {
      anonymous: 401,
      member: hidden,
      treasurerA: hidden,
      adminA: hidden,
      adminB: wrongCommunity,
      superAdmin: wrongCommunity,
    },
  },
  {
    method: 'DELETE',
    route: '/api/Residents/{id}',
    label: 'a fresh resident of A',
    request: async (world) => {
      const { id } = await freshResident(world);
      return { url: `/api/Residents/${id}`, snapshot: () => readResident(world, id) };
    },
    expect: {
      anonymous: 401,
      member: forbidden,
      treasurerA: 200,
      adminA: 200,
      adminB: hidden,
      superAdmin: 200,
    },
  },
];
