/**
 * SQL test harness: a fresh database per test file (PGlite in memory, or a fresh database on
 * the Postgres server named by TEST_DATABASE_URL), helpers to act as anon / a user / the
 * service role exactly as PostgREST would, and a small catalogue fixture.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  type Database,
  type JwtClaims,
  openDatabase,
  type Queryable,
} from '../../supabase/local/database.ts';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; Postgres too when TEST_DATABASE_URL is set (CI runs PostgreSQL 15). */
export function backends(): Backend[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDb {
  db: Database;
  backend: Backend;
  close(): Promise<void>;
  /** Runs `sql` in one transaction as the role of `claims`; returns the rows. */
  as<T = Record<string, unknown>>(claims: JwtClaims, sql: string, params?: unknown[]): Promise<T[]>;
  /** Calls a function returning one value (json, scalar or composite) and returns that value. */
  rpc<T = unknown>(claims: JwtClaims, fn: string, args?: Record<string, unknown>): Promise<T>;
  /** As the owner. */
  owner<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** A confirmed auth user; returns its id. */
  createUser(email?: string): Promise<string>;
}

export const anon: JwtClaims = { role: 'anon' };
export const service: JwtClaims = { role: 'service_role' };
export const user = (id: string, email = `${id}@example.test`): JwtClaims => ({
  role: 'authenticated',
  sub: id,
  email,
  aud: 'authenticated',
});

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function openFreshPostgres(
  seed: boolean,
): Promise<{ db: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `routegids_test_${process.pid}_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const db = await openDatabase({ databaseUrl: withDatabase(adminUrl, name), seed });
  const drop = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { db, drop };
}

export async function openTestDatabase(
  backend: Backend,
  opts: { seed?: boolean } = {},
): Promise<TestDb> {
  let db: Database;
  let drop: () => Promise<void> = async () => undefined;
  if (backend === 'postgres') {
    const fresh = await openFreshPostgres(opts.seed ?? false);
    db = fresh.db;
    drop = fresh.drop;
  } else {
    db = await openDatabase({ dataDir: 'memory', seed: opts.seed ?? false });
  }

  const as = <T>(claims: JwtClaims, sql: string, params?: unknown[]) =>
    db.asRole(claims, async (q: Queryable) => (await q.query<T>(sql, params)).rows);

  const rpc = async <T>(claims: JwtClaims, fn: string, args: Record<string, unknown> = {}) => {
    const names = Object.keys(args);
    const list = names.map((n, i) => `${n} => $${i + 1}`).join(', ');
    const rows = await as<{ v: T }>(
      claims,
      `select to_jsonb(public.${fn}(${list})) as v`,
      names.map((n) => args[n]),
    );
    return rows[0]!.v;
  };

  return {
    db,
    backend,
    as,
    rpc,
    owner: async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows,
    createUser: async (email?: string) => {
      const id = randomUUID();
      await db.query(
        `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data,
           raw_user_meta_data, created_at, updated_at)
         values ($1, 'authenticated', 'authenticated', $2, now(), '{}', '{}', now(), now())`,
        [id, email ?? `${id}@example.test`],
      );
      return id;
    },
    close: async () => {
      await db.close();
      await drop();
    },
  };
}
