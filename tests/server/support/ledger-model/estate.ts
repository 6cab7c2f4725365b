/**
 * A fresh community A for one run of a ledger property, and its model: its Admin, apartment types
 * of 25000.50, 7499.99 and 0 naira a month, four residents registered at different times (one of
 * them the Chairman in charge of the two projects) and no ledger entries yet.
 */
import { unique } from '../helper.js';
import { residentRegisteredAt } from '../ledger-fixtures.js';
import { createResident, residentRefs } from '../people-fixtures.js';
import { addApartmentType, communityWithAdmin } from '../tenant-fixtures.js';
import {
  registeredMonthsAgo,
  type LedgerRun,
  type Model,
  type ModelResident,
  type Real,
} from './model.js';
import { created } from './reads.js';

export async function freshEstate(run: LedgerRun): Promise<{ model: Model; real: Real }> {
  const { app } = run;
  const community = await communityWithAdmin(app);
  const { admin } = community;
  const refs = await residentRefs(admin);
  const types = {
    large: await addApartmentType(admin, { type: '3 bedroom', feePerPerMonth: 25000.5 }),
    small: await addApartmentType(admin, { type: '1 room apartment', feePerPerMonth: 7499.99 }),
    free: await addApartmentType(admin, { type: 'shop', feePerPerMonth: 0 }),
  };
  const fees = new Map([
    [types.large.id, { type: '3 bedroom', feeKobo: 2500050 }],
    [types.small.id, { type: '1 room apartment', feeKobo: 749999 }],
    [types.free.id, { type: 'shop', feeKobo: 0 }],
  ]);
  const tag = unique();
  const plan: [string, number, string][] = [
    [`Ada Early ${tag}`, types.large.id, registeredMonthsAgo(14)],
    [`Bayo Midyear ${tag}`, types.small.id, registeredMonthsAgo(5)],
    [`Chi Shop ${tag}`, types.free.id, registeredMonthsAgo(13)],
  ];
  const residents: ModelResident[] = [];
  for (const [fullName, apartmentTypeId, createdAt] of plan) {
    const resident = await residentRegisteredAt(
      app,
      community.id,
      { ...refs, apartmentTypeId },
      createdAt,
      fullName,
    );
    residents.push({
      id: resident.residentId,
      fullName,
      createdAt,
      apartmentType: fees.get(apartmentTypeId)!.type,
      feeKobo: fees.get(apartmentTypeId)!.feeKobo,
    });
  }
  // The Chairman, registered now (billed from the current month on), runs the projects.
  const chairmanName = `Dupe Chairman ${tag}`;
  const chairman = await createResident(
    app,
    community.id,
    { ...refs, apartmentTypeId: types.large.id },
    { roleName: 'Chairman', fullName: chairmanName },
  );
  const stored = await app.db
    .selectFrom('residents')
    .select('createdAt')
    .where('id', '=', chairman.residentId)
    .executeTakeFirstOrThrow();
  residents.push({
    id: chairman.residentId,
    fullName: chairmanName,
    createdAt: stored.createdAt,
    apartmentType: '3 bedroom',
    feeKobo: 2500050,
  });
  const projects = [];
  for (const name of ['Borehole', 'Gatehouse']) {
    projects.push(
      created<{ id: number; projectName: string }>(
        await admin.post('/api/Projects/CreateProject', {
          projectName: `${name} ${tag}`,
          projectDate: '2026-01-15',
          budget: 750000.25,
          excoResidentId: chairman.residentId,
        }),
        'project',
      ),
    );
  }
  return {
    model: {
      residents,
      projects: projects.map((p) => ({ id: p.id, projectName: p.projectName })),
      entries: [],
      charged: new Set(),
      keys: [],
    },
    real: { run, communityId: community.id, admin },
  };
}
