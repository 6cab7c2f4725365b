/**
 * Notices (issue 19): posting (notice-posting.ts), reading (notice-reads.ts) and sending
 * (notice-sending.ts), one repository.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { noticePosting } from './notice-posting.js';
import { noticeReads } from './notice-reads.js';
import { noticeSending } from './notice-sending.js';

export function noticesRepository(db: Kysely<Database>) {
  return { ...noticePosting(db), ...noticeReads(db), ...noticeSending(db) };
}
