/**
 * How backup and restore hand DATABASE_URL to pg_dump, pg_restore and psql: as libpq's PG*
 * variables, decoded, so no password ever sits on a command line that `ps` shows.
 */
import { describe, expect, it } from 'vitest';
import {
  emptyingPreamble,
  postgresEnvironment,
} from '../../../src/server/backup/postgres-tools.js';

describe('postgresEnvironment', () => {
  it('spreads the URL over PG* variables, decoding the user, password and database', () => {
    const env = postgresEnvironment(
      'postgres://app%40estate:p%40ss%3Aw%2Frd@db.internal:6543/neigh%20bourly?sslmode=require&application_name=nb',
      { PATH: '/usr/bin' },
    );
    expect(env).toEqual({
      PATH: '/usr/bin',
      PGHOST: 'db.internal',
      PGPORT: '6543',
      PGUSER: 'app@estate',
      PGPASSWORD: 'p@ss:w/rd',
      PGDATABASE: 'neigh bourly',
      PGSSLMODE: 'require',
      PGAPPNAME: 'nb',
    });
  });

  it('takes an IPv6 host without brackets and leaves out what the URL does not say', () => {
    const env = postgresEnvironment('postgresql://[::1]/neighbourly', {});
    expect(env).toEqual({ PGHOST: '::1', PGDATABASE: 'neighbourly' });
  });

  it('lets the URL win over PG* variables already in the environment', () => {
    const env = postgresEnvironment('postgres://app@127.0.0.1/mine', {
      PGDATABASE: 'theirs',
      PGUSER: 'someone',
    });
    expect(env).toMatchObject({ PGDATABASE: 'mine', PGUSER: 'app' });
  });
});

describe('emptyingPreamble', () => {
  it('drops each schema in a transaction it leaves open, quoting names', () => {
    const sql = emptyingPreamble(['pgboss', 'public', 'odd"name']);
    expect(sql).toContain('BEGIN;');
    expect(sql).not.toContain('COMMIT');
    expect(sql).toContain('DROP SCHEMA IF EXISTS "odd""name" CASCADE;');
    expect(sql.indexOf('BEGIN;')).toBeLessThan(sql.indexOf('DROP SCHEMA IF EXISTS "pgboss"'));
    expect(sql).toContain('CREATE SCHEMA IF NOT EXISTS public;');
  });
});
