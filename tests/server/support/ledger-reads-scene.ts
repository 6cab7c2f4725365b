/**
 * What the ledger-reads tests (tests/server/routes/api/wallets/ledger-{figures,debtors}.test.ts)
 * share: an app with a community A whose figures are known in advance and another community B
 * (moneyEstate, ledger-reads-fixtures.ts), A's Admin and Member and the Super admin signed in,
 * and readers for paged answers.
 */
import { expect } from 'vitest';
import type { PagedList } from '../../../src/shared/contract/paging.js';
import type { App } from '../../../src/server/app.js';
import { build, createSuperAdmin, signIn, unique } from './helper.js';
import { moneyEstate, type MoneyEstate } from './ledger-reads-fixtures.js';
import { caller, type Caller } from './tenant-fixtures.js';

/** An id no record has. */
export const MISSING_ID = 2_147_483_647;

export interface ReadsScene {
  app: App;
  /** Community A; `tag` is in each of its residents' names. */
  estate: MoneyEstate;
  tag: string;
  /** Community B. */
  other: MoneyEstate;
  admin: Caller;
  member: Caller;
  root: Caller;
}

export async function readsScene(): Promise<ReadsScene> {
  const app = await build();
  const tag = unique();
  const estate = await moneyEstate(app, tag);
  const other = await moneyEstate(app);
  const superAdmin = await createSuperAdmin(app);
  const root = caller(app, await signIn(app, superAdmin.email, superAdmin.password));
  return {
    app,
    estate,
    tag,
    other,
    admin: estate.community.admin,
    member: estate.memberCaller,
    root,
  };
}

/** A 200 answer's page. */
export function page<T>(response: Awaited<ReturnType<Caller['get']>>): PagedList<T> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PagedList<T>>();
}

export const ids = (records: readonly { id: number }[]) => records.map((record) => record.id);
