/**
 * The database behind the local Supabase-compatible server and the SQL tests: PGlite (embedded,
 * in memory or in a folder) or a real Postgres server (`databaseUrl`). Both look the same to
 * callers: `query` runs as the owner; `asRole` runs a transaction the way PostgREST does, under
 * a non-superuser API role with `request.jwt.claims` set, so Row Level Security applies.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { migrate, type ScriptRunner } from './migrate.ts';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface JwtClaims {
  role: ApiRole;
  sub?: string;
  email?: string;
  [k: string]: unknown;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface AsRoleOptions {
  /** Like PostgREST for GET and STABLE functions: writes fail with 25006. */
  readOnly?: boolean;
  /** Extra transaction-local settings, e.g. `request.method`, `request.headers`. */
  settings?: Record<string, string>;
}

export interface Database {
  /** As the owner (bypasses RLS). Do not call inside an `asRole`/`transaction` callback. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** One transaction as `claims.role` with `request.jwt.claims`; rolled back if `fn` throws. */
  asRole<T>(claims: JwtClaims, fn: (q: Queryable) => Promise<T>, opts?: AsRoleOptions): Promise<T>;
  /** A multi-statement script as the owner, in one transaction (no parameters). */
  exec(sql: string): Promise<void>;
  /** One transaction as the owner. */
  transaction<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
}

export interface OpenDatabaseOptions {
  /** A Postgres server; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite folder, or 'memory'. Default `.data/pglite`. */
  dataDir?: string;
  /** Apply supabase/seed.sql (only when it changed since it was last applied). */
  seed?: boolean;
}

const API_ROLES: ReadonlySet<string> = new Set<ApiRole>(['anon', 'authenticated', 'service_role']);

/** The statement PostgREST runs at the start of every request transaction (§C.3). */
function roleSwitch(claims: JwtClaims, opts: AsRoleOptions | undefined): [string, unknown[]] {
  if (!API_ROLES.has(claims.role)) {
    // Only the three API roles: a forged claim must never switch to the owner or another role.
    throw Object.assign(new Error(`role "${String(claims.role)}" does not exist`), {
      code: '22023',
    });
  }
  const settings: [string, string][] = [
    ['search_path', 'public, extensions'],
    ['role', claims.role],
    ['request.jwt.claims', JSON.stringify(claims)],
    ...Object.entries(opts?.settings ?? {}),
  ];
  const calls = settings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`);
  return [`select ${calls.join(', ')}`, settings.flat()];
}

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
  const db = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl)
    : await openPglite(opts.dataDir ?? '.data/pglite');
  try {
    await migrate(db.runScripts, { seed: opts.seed ?? false });
  } catch (err) {
    await db.database.close();
    throw err;
  }
  return db.database;
}

interface Opened {
  database: Database;
  runScripts: <T>(fn: (r: ScriptRunner) => Promise<T>) => Promise<T>;
}

/** PGlite is one connection: every call waits its turn, so transactions never interleave. */
function createMutex() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
}

async function openPglite(dataDir: string): Promise<Opened> {
  const memory = dataDir === 'memory' || dataDir === 'memory://';
  if (!memory) await mkdir(dataDir, { recursive: true });
  const pgl = memory ? new PGlite() : new PGlite(dataDir);
  await pgl.waitReady;
  const serial = createMutex();

  const wrap = (tx: Transaction): Queryable & ScriptRunner => ({
    query: async <T>(sql: string, params?: unknown[]) => ({
      rows: (await tx.query<T>(sql, params)).rows,
    }),
    exec: async (sql: string) => {
      await tx.exec(sql);
    },
  });
  const inTx = <T>(fn: (tx: Queryable & ScriptRunner) => Promise<T>): Promise<T> =>
    serial(() => pgl.transaction((tx) => fn(wrap(tx))));

  const database: Database = {
    kind: 'pglite',
    query: <T>(sql: string, params?: unknown[]) =>
      serial(async () => ({ rows: (await pgl.query<T>(sql, params)).rows })),
    exec: (sql) => inTx((tx) => tx.exec(sql)),
    transaction: (fn) => inTx(fn),
    asRole: (claims, fn, opts) => {
      const [switchSql, switchParams] = roleSwitch(claims, opts);
      return inTx(async (tx) => {
        if (opts?.readOnly) await tx.query('set transaction read only');
        await tx.query(switchSql, switchParams);
        return fn(tx);
      });
    },
    close: () => serial(() => pgl.close()),
  };
  return { database, runScripts: inTx };
}

/** int8 as number (like PGlite), so both backends hand callers the same values. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.INT8 && format !== 'binary') return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format ?? 'text');
  }) as typeof pg.types.getTypeParser,
};

async function openPostgres(databaseUrl: string): Promise<Opened> {
  const pool = new pg.Pool({ connectionString: databaseUrl, types: pgTypes, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);

  const inTx = async <T>(fn: (c: Queryable & ScriptRunner) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const q: Queryable & ScriptRunner = {
        query: async <R>(sql: string, params?: unknown[]) => ({
          rows: (await client.query(sql, params)).rows as R[],
        }),
        exec: async (sql: string) => {
          await client.query(sql);
        },
      };
      const result = await fn(q);
      await client.query('commit');
      return result;
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  };

  const database: Database = {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => ({
      rows: (await pool.query(sql, params)).rows as T[],
    }),
    exec: (sql) => inTx((c) => c.exec(sql)),
    transaction: (fn) => inTx(fn),
    asRole: (claims, fn, opts) => {
      const [switchSql, switchParams] = roleSwitch(claims, opts);
      return inTx(async (c) => {
        if (opts?.readOnly) await c.query('set transaction read only');
        await c.query(switchSql, switchParams);
        return fn(c);
      });
    },
    close: () => pool.end(),
  };
  return { database, runScripts: inTx };
}
