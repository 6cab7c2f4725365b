/**
 * Where each (database, scale) dataset lives: a SQLite DATA_DIR under bench-results/data, or a
 * PostgreSQL database neighbourly_bench_<scale> on the local server (with its own DATA_DIR for
 * the outbox and uploads). Also the few admin statements PostgreSQL needs (create, drop), and
 * the throw-away copy each server run works on.
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { BenchOptions, DatabaseKind, Scale } from './options.js';

export interface Target {
  kind: DatabaseKind;
  scale: Scale;
  /** "sqlite/community" etc., for logs and the report. */
  label: string;
  dataDir: string;
  databaseUrl: string | null;
}

export function targetOf(options: BenchOptions, kind: DatabaseKind, scale: Scale): Target {
  const dataDir = path.join(options.dataDir, `${kind}-${scale}`);
  let databaseUrl: string | null = null;
  if (kind === 'postgres') {
    const url = new URL(options.postgresUrl);
    url.pathname = `/neighbourly_bench_${scale}`;
    databaseUrl = url.href;
  }
  return { kind, scale, label: `${kind}/${scale}`, dataDir, databaseUrl };
}

/** Runs one statement on the PostgreSQL server's admin database. */
async function adminQuery(options: BenchOptions, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: options.postgresUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Empties a target: a new SQLite directory, or a dropped and re-created PostgreSQL database. */
export async function resetTarget(options: BenchOptions, target: Target): Promise<void> {
  rmSync(target.dataDir, { recursive: true, force: true });
  if (!target.databaseUrl) return;
  const name = new URL(target.databaseUrl).pathname.slice(1);
  // WITH (FORCE) ends sessions a crashed earlier run may have left (PostgreSQL 13+).
  await adminQuery(options, `drop database if exists ${name} with (force)`);
  await adminQuery(options, `create database ${name}`);
}

/** Creates the PostgreSQL database when missing, so the marker check can connect. */
export async function ensureDatabaseExists(options: BenchOptions, target: Target): Promise<void> {
  if (!target.databaseUrl) return;
  const name = new URL(target.databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: options.postgresUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/**
 * A fresh copy of a generated dataset for one server run. The payment load appends thousands of
 * entries (the ledger is append-only, so they cannot be deleted), which would otherwise pile up
 * run after run; the cached dataset itself stays as generated. `suffix` names the copy, so that
 * sections (api: run, side-by-side: sbs) never drop a copy another run is using.
 */
export async function workingCopy(
  options: BenchOptions,
  target: Target,
  suffix = 'run',
): Promise<Target> {
  const dataDir = `${target.dataDir}-${suffix}`;
  rmSync(dataDir, { recursive: true, force: true });
  if (!target.databaseUrl) {
    // The generator closed the database, so the WAL is checkpointed into the main file.
    cpSync(target.dataDir, dataDir, {
      recursive: true,
      filter: (source) => !source.endsWith('.lock'),
    });
    return { ...target, dataDir };
  }
  const url = new URL(target.databaseUrl);
  const pristine = url.pathname.slice(1);
  const copy = `${pristine}_${suffix}`;
  url.pathname = `/${copy}`;
  await adminQuery(options, `drop database if exists ${copy} with (force)`);
  // A file-level copy of the template: much faster than generating again.
  await adminQuery(options, `create database ${copy} template ${pristine}`);
  return { ...target, dataDir, databaseUrl: url.href };
}
