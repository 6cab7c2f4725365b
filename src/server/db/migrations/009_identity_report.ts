/**
 * Look-alike accounts (issue 12, finding 4). From now on e-mail addresses are compared in NFKC
 * form and addresses that only look like another are refused (shared/identity.ts); accounts made
 * before may already be such pairs: `admin@x.ng` and `ａｄｍｉｎ@x.ng`, or one with a Cyrillic
 * letter or a zero-width space. Changing them silently could hand one person's account to
 * another, so this migration only reports them: one audit-log row per group of accounts whose
 * addresses are the same after the new normalisation, or the same look-alike skeleton
 * (security/confusables.ts), with no community, so the Super admin sees it in /dashboard/audit
 * and decides. No account is changed. The addresses are written with every character outside
 * printable ASCII escaped (`\u{430}`), so the difference is visible in the log.
 */
import type { Kysely } from 'kysely';
import { normalizeEmail } from '../../../shared/identity.js';
import { emailSkeleton } from '../../services/accounts/confusables.js';

const ACTION = 'look-alike-accounts';
const ACTOR = 'migration 009_identity_report';
const MAX_TARGET = 500;

interface Account {
  id: number;
  email: string;
  communityId: number | null;
}

/** The address as the log shows it: printable ASCII as it is, anything else as `\u{…}`. */
function visible(email: string): string {
  return [...email]
    .map((char) => (/[\x20-\x7e]/.test(char) ? char : `\\u{${char.codePointAt(0)!.toString(16)}}`))
    .join('');
}

/** Groups of two or more accounts whose addresses share a key. */
function groups(accounts: Account[], key: (email: string) => string): Account[][] {
  const byKey = new Map<string, Account[]>();
  for (const account of accounts) {
    const k = key(account.email);
    byKey.set(k, [...(byKey.get(k) ?? []), account]);
  }
  return [...byKey.values()].filter((group) => group.length > 1);
}

function describe(group: Account[], why: string): string {
  const names = group
    .map((a) => `account ${a.id} (community ${a.communityId ?? 'none'}) ${visible(a.email)}`)
    .join(', ');
  return `${why}: ${names}`.slice(0, MAX_TARGET);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const rows = (await db
    .selectFrom('users')
    .select(['id', 'email', 'community_id as communityId'])
    .where('email', 'is not', null)
    .orderBy('id')
    .execute()) as Account[];

  const sameEmail = groups(rows, normalizeEmail);
  const reported = new Set(sameEmail.map((group) => group.map((a) => a.id).join(',')));
  const lookAlike = groups(rows, emailSkeleton).filter(
    (group) => !reported.has(group.map((a) => a.id).join(',')),
  );
  const at = new Date().toISOString();
  const report = [
    ...sameEmail.map((group) => describe(group, 'Same e-mail address once normalised')),
    ...lookAlike.map((group) => describe(group, 'E-mail addresses that look alike')),
  ];
  for (const target of report) {
    await db
      .insertInto('audit_log')
      .values({
        created_at: at,
        actor_user_id: null,
        actor_name: ACTOR,
        community_id: null,
        action: ACTION,
        target,
        client_address: 'migration',
        outcome: 'failure',
      })
      .execute();
  }
}

/** Nothing to undo: the report stays in the log, as every audit row does. */
export async function down(): Promise<void> {}
