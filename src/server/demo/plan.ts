/**
 * `planDemoCommunity(options)`: the whole demo community as plain data, deterministic for a seed
 * and a month (see types.ts). Nothing here touches the database.
 */
import { MEMBER } from '../../shared/roles.js';
import { DEFAULT_RESIDENTS, demoDomain, resolveOptions } from './options.js';
import { planAdverts } from './plan-adverts.js';
import { planDependants } from './plan-dependants.js';
import { planRunningCosts } from './plan-expenses.js';
import { planPayments } from './plan-payments.js';
import { planResidents } from './plan-people.js';
import { planContributions, planProjectExpenses, planProjects } from './plan-projects.js';
import {
  APARTMENT_TYPES,
  planBank,
  planBuildings,
  planCommunity,
  planStreets,
} from './plan-property.js';
import { planGate, planGuard } from './plan-gate.js';
import { addDays, demoFaker, monthsEnding, naira, timestampOn, uniquePhone } from './random.js';
import type { DemoOptions, DemoPlan, LedgerOperation } from './types.js';

type Dated = Extract<LedgerOperation, { op: 'payment' | 'expense' }>;

/**
 * Two slips put right, both in the current month (a reversal is dated the day it is made, so
 * the month's figures stay as they were): a payment of this month recorded twice, its copy
 * reversed; and today's stationery bill first entered with an extra zero, reversed and entered
 * again. Adds the entries to `dated`; returns the reversals to make.
 */
function planCorrections(
  faker: ReturnType<typeof demoFaker>,
  dated: Dated[],
  thisMonth: string,
  today: string,
) {
  const corrections: { target: Dated; reason: string }[] = [];
  const payments = dated.filter(
    (op) => op.op === 'payment' && op.project === null && op.date >= `${thisMonth}-01`,
  );
  if (payments.length > 0) {
    const original = faker.helpers.arrayElement(payments);
    const copy = { ...original };
    dated.splice(dated.indexOf(original) + 1, 0, copy);
    corrections.push({ target: copy, reason: 'Payment recorded twice' });
  }
  const description = 'Receipt booklets and stationery for the secretariat';
  const right: Dated = {
    op: 'expense',
    date: today,
    amountKobo: naira(18_500),
    description,
    project: null,
  };
  const wrong: Dated = { ...right, amountKobo: right.amountKobo * 10 };
  dated.push(wrong, right);
  corrections.push({ target: wrong, reason: 'Wrong amount (an extra zero); entered again' });
  return corrections;
}

export function planDemoCommunity(options: DemoOptions): DemoPlan {
  const {
    residents: count,
    streets: streetCount,
    apartments: apartmentCount,
    months: monthCount,
    communityIndex,
    seed,
    today,
  } = resolveOptions(options);
  const faker = demoFaker(seed);
  const domain = demoDomain(communityIndex);
  const memberEmail = `member@${domain}`;
  const months = monthsEnding(today, monthCount);
  const ledgerStart = `${months[0]}-01`;
  const registered = addDays(ledgerStart, -faker.number.int({ min: 75, max: 120 }));
  const community = planCommunity(
    faker,
    communityIndex,
    domain,
    uniquePhone(faker, communityIndex, count),
    timestampOn(faker, registered),
  );
  const emails = new Set<string>([community.adminEmail, community.email]);
  const streets = planStreets(faker, streetCount);
  const buildings = planBuildings(faker, streets, apartmentCount, domain, emails);
  const residents = planResidents(faker, buildings.apartments, count, {
    communityIndex,
    domain,
    memberEmail,
    ledgerStart,
    today,
    settledFrom: addDays(registered, 1),
    emails,
  });
  const dependants = planDependants(faker, residents, today);
  const excos = residents.flatMap((resident, index) =>
    resident.roleName === MEMBER ? [] : [index],
  );
  const scale = count / DEFAULT_RESIDENTS;
  const projects = planProjects(faker, months, excos, scale, today);

  const gifts = planContributions(faker, residents, projects, today);
  const dated: Dated[] = [
    ...planPayments(faker, residents, buildings.apartments, { months, today, gifts }),
    ...gifts,
    ...planRunningCosts(faker, months, streets, scale, today),
    ...planProjectExpenses(faker, projects, today),
  ];
  const corrections = planCorrections(faker, dated, months.at(-1)!, today);
  const sortKey = (op: LedgerOperation) =>
    op.op === 'billing' ? `${op.month}-01 0` : op.op === 'reversal' ? '9' : `${op.date} 1`;
  const ordered: LedgerOperation[] = [
    ...months.map((month) => ({ op: 'billing' as const, month })),
    ...dated,
  ].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
  const reversals = corrections.map(({ target, reason }) => ({
    op: 'reversal' as const,
    target: ordered.indexOf(target),
    reason,
  }));

  return {
    community,
    // Planned last, so adding it changed none of the data planned before it.
    bank: planBank(faker),
    memberEmail,
    streets,
    apartmentTypes: APARTMENT_TYPES,
    ...buildings,
    residents,
    dependants,
    projects,
    ledger: [...ordered, ...reversals],
    adverts: planAdverts(faker, residents, today),
    // The gate (issue 21), planned after everything else, which it therefore leaves as it was.
    guard: planGuard(faker, communityIndex, domain, count),
    gate: planGate(
      faker,
      residents,
      residents.findIndex((resident) => resident.isDemoMember),
      today,
    ),
  };
}
