/**
 * The fuzzer's check of who may change whom (issue 12, src/shared/access.ts): no officer (an exco
 * role) ever gets a 2xx on a change to an administrator. After a request that wrote the `users`
 * table, the identity of every administrator account (e-mail, phone, name, title, role) is read
 * again; when the request was an officer's and succeeded, any administrator that changed or went
 * away is a failure — except the officer's own e-mail, phone, name and title (their own profile),
 * never their own role. A Member made an officer (allowed) only adds an account.
 */
import type { App } from '../../../../src/server/app.js';
import { ADMIN, EXCO_ROLES } from '../../../../src/shared/roles.js';
import { OTHER_EXCO_ACTORS, type Actor } from '../world/world.js';
import type { JournalEntry } from './write-journal.js';

/** The actors holding an exco role. */
export const OFFICERS: ReadonlySet<Actor> = new Set<Actor>(['treasurerA', ...OTHER_EXCO_ACTORS]);

interface Identity {
  email: string | null;
  mobileNumber: string | null;
  fullName: string;
  title: string;
  roleName: string;
}

async function administrators(app: App): Promise<Map<number, Identity>> {
  const rows = await app.db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .select([
      'users.id',
      'users.email',
      'users.mobileNumber',
      'users.fullName',
      'users.title',
      'roles.roleName',
    ])
    .where('roles.roleName', 'in', [ADMIN, ...EXCO_ROLES])
    .execute();
  return new Map(rows.map(({ id, ...identity }) => [id, identity]));
}

const same = (a: Identity, b: Identity) => JSON.stringify(a) === JSON.stringify(b);

export class AdministratorWatch {
  private known = new Map<number, Identity>();

  constructor(private readonly app: App) {}

  async init(): Promise<void> {
    this.known = await administrators(this.app);
  }

  /**
   * After each request: the problems (none unless an officer's 2xx changed an administrator).
   * `actorId`: the officer's own account, when the actor is an officer.
   */
  async check(
    entries: readonly JournalEntry[],
    status: number,
    officerId: number | null,
  ): Promise<string[]> {
    if (!entries.some((entry) => entry.table === 'users')) return [];
    const now = await administrators(this.app);
    const before = this.known;
    this.known = now;
    if (officerId === null || status < 200 || status >= 300) return [];
    const problems: string[] = [];
    for (const [id, was] of before) {
      const is = now.get(id);
      if (is && same(was, is)) continue;
      // Their own details, on the profile or their own record: allowed; their own role: never.
      if (id === officerId && is && is.roleName === was.roleName) continue;
      const after = is ? JSON.stringify(is) : 'removed';
      problems.push(`an officer changed administrator ${id}: ${JSON.stringify(was)} → ${after}`);
    }
    return problems;
  }
}
