/**
 * Backup and restore tests (issue 20): the commands run as an operator runs them (a separate
 * process on a DATA_DIR / DATABASE_URL), a community read back through the API list by list and
 * page by page, and archives taken apart and put together again to damage them on purpose.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { create, extract } from 'tar';
import type { App } from '../../../src/server/app.js';
import { uploadsDir } from '../../../src/server/files/storage.js';
import { MAX_PAGE_SIZE } from '../../../src/shared/limits/index.js';
import { bearer, type TestTarget } from './helper.js';

/** The repository root, from tests/server/support/. */
const root = path.resolve(import.meta.dirname, '../../..');

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run backup|restore -- args` as the operator runs it, on `target`'s storage. */
export function runCommand(
  command: 'backup' | 'restore',
  args: string[],
  target: Pick<TestTarget, 'dataDir' | 'databaseUrl'>,
  env: Record<string, string> = {},
): Promise<CommandResult> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', `src/server/cli/${command}.ts`, ...args],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: target.dataDir,
        DATABASE_URL: target.databaseUrl ?? '',
        // The generated key file, and the disk: what this test backs up.
        APP_SECRET: '',
        S3_BUCKET: '',
        S3_ENDPOINT: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Lists read whole (every page), per community Admin. */
const COMMUNITY_LISTS = [
  '/api/Residents/Community/{id}',
  '/api/Streets/Community/{id}',
  '/api/Addresses/Community/{id}',
  '/api/Apartments/Community/{id}',
  '/api/Landlords/community/{id}',
  '/api/Projects/Community/{id}',
  '/api/Residents/{id}/Transactions',
  '/api/Residents/{id}/debtors',
  '/api/Allincomes/',
  '/api/AllExpenses/',
  '/api/Wallets/',
  '/api/AuditLogs/',
  '/api/Adverts/',
  '/api/Notices/',
];

/** Single answers: the community, its totals, its payment settings (never the secret). */
const COMMUNITY_VIEWS = [
  '/api/Communities/{id}',
  '/api/Communities/{id}/Statistics',
  '/api/Communities/PaymentSettings',
];

interface Paged {
  records: unknown[];
  totalRecordCount: number;
}

export async function getJson(app: App, token: string, url: string): Promise<unknown> {
  const response = await app.inject({ url, headers: bearer(token) });
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Every page of a paged list. */
export async function wholeList(app: App, token: string, url: string): Promise<unknown[]> {
  const records: unknown[] = [];
  for (let page = 1; ; page += 1) {
    const joiner = url.includes('?') ? '&' : '?';
    const answer = (await getJson(
      app,
      token,
      `${url}${joiner}PageSize=${MAX_PAGE_SIZE}&PageNumber=${page}`,
    )) as Paged;
    records.push(...answer.records);
    if (answer.records.length === 0 || records.length >= answer.totalRecordCount) {
      if (records.length !== answer.totalRecordCount) throw new Error(`${url}: pages disagree`);
      return records;
    }
  }
}

/** What each community's Admin sees: every list (all pages) and view, by URL. */
export async function communitySnapshot(
  app: App,
  admins: { communityId: number; token: string }[],
): Promise<Record<string, unknown>> {
  const seen: Record<string, unknown> = {};
  for (const { communityId, token } of admins) {
    for (const list of COMMUNITY_LISTS) {
      const url = list.replace('{id}', String(communityId));
      seen[`${communityId} ${url}`] = await wholeList(app, token, url);
    }
    for (const view of COMMUNITY_VIEWS) {
      const url = view.replace('{id}', String(communityId));
      seen[`${communityId} ${url}`] = await getJson(app, token, url);
    }
  }
  return seen;
}

/** DATA_DIR/uploads, file by file: name and bytes. */
export async function uploadedFiles(dataDir: string): Promise<Map<string, Buffer>> {
  const dir = uploadsDir(dataDir);
  const files = new Map<string, Buffer>();
  for (const name of (await readdir(dir)).sort()) {
    files.set(name, await readFile(path.join(dir, name)));
  }
  return files;
}

/** A copy of `archive` with its unpacked contents changed by `edit` (a damaged or foreign backup). */
export async function editedArchive(
  archive: string,
  edit: (dir: string) => Promise<void>,
): Promise<string> {
  // Beside the original, so the test's clean-up of that folder takes the copies too.
  const work = await mkdtemp(path.join(path.dirname(archive), 'edited-'));
  const dir = path.join(work, 'contents');
  await mkdir(dir);
  await extract({ file: archive, cwd: dir });
  await edit(dir);
  const edited = path.join(work, 'edited.tar.gz');
  await create({ gzip: true, file: edited, cwd: dir }, await readdir(dir));
  await rm(dir, { recursive: true, force: true });
  return edited;
}
