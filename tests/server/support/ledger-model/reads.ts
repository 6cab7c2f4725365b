/**
 * Reading the API for the ledger properties: every answer a 200 (or 201 for a write) whose money
 * is whole kobo, and paged lists read in full, page by page.
 */
import { expect } from 'vitest';
import type { DebtorProfile } from '../../../../src/shared/contract/finance-reads.js';
import type { PagedList } from '../../../../src/shared/contract/paging.js';
import type { Caller } from '../tenant-fixtures.js';
import { expectWholeKobo } from './money.js';

/** Small pages, so that reading a list in full also exercises its paging and ordering. */
export const PAGE_SIZE = 8;

export function okJson<T>(response: Awaited<ReturnType<Caller['get']>>, what: string): T {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(200);
  const body = response.json<T>();
  expectWholeKobo(body, what);
  return body;
}

/** The created answer of a write, whole kobo throughout. */
export function created<T>(response: Awaited<ReturnType<Caller['post']>>, what: string): T {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(201);
  const body = response.json<T>();
  expectWholeKobo(body, what);
  return body;
}

/** Every record of a paged list, page by page; no record twice, the count as announced. */
export async function allRecords<T extends { id: number }>(as: Caller, path: string): Promise<T[]> {
  const records: T[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const glue = path.includes('?') ? '&' : '?';
    const url = `${path}${glue}PageSize=${PAGE_SIZE}&PageNumber=${pageNumber}`;
    const page = okJson<PagedList<T>>(await as.get(url), url);
    records.push(...page.records);
    if (page.records.length < PAGE_SIZE || records.length >= page.totalRecordCount) {
      expect(records.length, `${path}: totalRecordCount`).toBe(page.totalRecordCount);
      expect(new Set(records.map((r) => r.id)).size, `${path}: a record twice`).toBe(
        records.length,
      );
      return records;
    }
  }
}

/** A resident's debtor profile with its whole history (one page of 100). */
export async function debtorProfile(
  as: Caller,
  communityId: number,
  residentId: number,
): Promise<DebtorProfile> {
  return okJson<DebtorProfile>(
    await as.get(`/api/Residents/${communityId}/debtors/${residentId}?PageSize=100`),
    `debtor profile ${residentId}`,
  );
}
