/**
 * Projects: three to five with budgets, each in the care of an exco; the contractor's payments
 * (expenses toward the project) and residents' gifts (payments toward it).
 */
import type { Faker } from '@faker-js/faker';
import { referenceFor } from './plan-payments.js';
import { addDays, dateBetween, dateIn, naira, roundToNaira, weighted } from './random.js';
import type { LedgerOperation, PlannedProject, PlannedResident } from './types.js';

type Expense = Extract<LedgerOperation, { op: 'expense' }>;
type Payment = Extract<LedgerOperation, { op: 'payment' }>;

const PROJECTS = [
  { projectName: 'Solar street lights', budget: 3_600_000 },
  { projectName: 'Borehole and water treatment plant', budget: 2_800_000 },
  { projectName: 'Perimeter fence repairs', budget: 1_600_000 },
  { projectName: 'Gatehouse renovation', budget: 1_400_000 },
  { projectName: 'Drainage desilting', budget: 900_000 },
];

/** Contractor payments of a project: share of the budget and months after its start. */
const INSTALMENTS = [
  { what: 'contractor mobilisation', share: [0.3, 0.4], after: 0 },
  { what: 'materials', share: [0.2, 0.35], after: 1 },
  { what: 'final payment to contractor', share: [0.2, 0.3], after: 3 },
] as const;

/** Three to five projects started through the year, each led by one of the excos. */
export function planProjects(
  faker: Faker,
  months: string[],
  excos: number[],
  scale: number,
  today: string,
): PlannedProject[] {
  const count = faker.number.int({ min: 3, max: 5 });
  const chosen = faker.helpers.arrayElements(PROJECTS, count);
  // Started from the second month to the one before last (when the ledger is that long).
  const latest = Math.max(0, months.length - 2);
  const starts = chosen
    .map(() => faker.number.int({ min: Math.min(1, latest), max: latest }))
    .sort((a, b) => a - b);
  return chosen.map((project, index) => {
    const date = dateIn(months[starts[index]!]!, faker.number.int({ min: 1, max: 20 }));
    return {
      projectName: project.projectName,
      projectDate: date > today ? today : date,
      budgetKobo: roundToNaira(naira(project.budget * scale), 50_000),
      exco: excos[index % excos.length]!,
    };
  });
}

export function planProjectExpenses(
  faker: Faker,
  projects: PlannedProject[],
  today: string,
): Expense[] {
  return projects.flatMap((project, index) =>
    INSTALMENTS.map(({ what, share, after }) => ({
      op: 'expense' as const,
      date: addDays(project.projectDate, after * 30 + faker.number.int({ min: 3, max: 12 })),
      amountKobo: roundToNaira(
        project.budgetKobo * faker.number.float({ min: share[0], max: share[1] }),
        1_000,
      ),
      description: `${project.projectName}: ${what}`,
      project: index,
    })).filter((expense) => expense.date <= today),
  );
}

/** What a donor gives toward a project (naira): mostly small sums. */
const DONATIONS = { '5000': 35, '10000': 35, '20000': 20, '50000': 10 };

/**
 * About one paying resident in five gives toward each project within three months of its start.
 * (Like any payment, a gift lowers what the giver owes, so gifts stay modest: most of a project
 * is paid from the dues.)
 */
export function planContributions(
  faker: Faker,
  residents: PlannedResident[],
  projects: PlannedProject[],
  today: string,
): Payment[] {
  const contributions: Payment[] = [];
  projects.forEach((project, projectIndex) => {
    const end = addDays(project.projectDate, 90);
    const until = end < today ? end : today;
    residents.forEach((resident, index) => {
      // (The demo Member stays a debtor, so their own debt shows when they sign in.)
      if (resident.profile === 'never' || resident.profile === 'lapsed' || resident.isDemoMember) {
        return;
      }
      if (resident.createdAt.slice(0, 10) > project.projectDate) return;
      if (!faker.datatype.boolean(0.2)) return;
      const method = faker.datatype.boolean(0.8) ? 'Bank transfer' : 'Online';
      contributions.push({
        op: 'payment',
        date: dateBetween(faker, project.projectDate, until),
        resident: index,
        amountKobo: naira(Number(weighted(faker, DONATIONS))),
        method,
        reference: referenceFor(faker, method),
        project: projectIndex,
      });
    });
  });
  return contributions;
}
