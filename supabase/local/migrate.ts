/**
 * Applies the SQL that makes a database look like our Supabase project: bootstrap (what Supabase
 * itself provides), then every migration once, in filename order, then optionally the seed.
 * Applied migrations are recorded in `supabase_migrations.schema_migrations`, the table the
 * Supabase CLI uses, so a persisted PGlite folder or Postgres database only gets new files.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The statements the migrator needs: run a multi-statement script, run one parameterised query. */
export interface ScriptRunner {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export const SUPABASE_DIR = fileURLToPath(new URL('..', import.meta.url));
export const BOOTSTRAP_FILE = join(SUPABASE_DIR, 'local', 'bootstrap.sql');
export const MIGRATIONS_DIR = join(SUPABASE_DIR, 'migrations');
export const SEED_FILE = join(SUPABASE_DIR, 'seed.sql');

const TRACKING_SQL = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);
`;

export interface MigrationFile {
  version: string;
  name: string;
  path: string;
}

/** Migration files as the Supabase CLI names them: `<version>_<name>.sql`, sorted by name. */
export async function listMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((n) => /^\d+_.+\.sql$/.test(n)).sort();
  return names.map((file) => {
    const [version = file, ...rest] = file.replace(/\.sql$/, '').split('_');
    return { version, name: rest.join('_'), path: join(dir, file) };
  });
}

/**
 * Each step runs in its own transaction (the runner wraps it) so a failing migration leaves the
 * database at the previous version instead of half-applied.
 */
export async function migrate(
  runInTransaction: <T>(fn: (r: ScriptRunner) => Promise<T>) => Promise<T>,
  opts: { seed: boolean },
): Promise<void> {
  const bootstrap = await readFile(BOOTSTRAP_FILE, 'utf8');
  await runInTransaction((r) => r.exec(bootstrap));
  await runInTransaction((r) => r.exec(TRACKING_SQL));

  const applied = await runInTransaction((r) =>
    r.query<{ version: string }>('select version from supabase_migrations.schema_migrations'),
  );
  const done = new Set(applied.rows.map((row) => row.version));
  for (const m of await listMigrations()) {
    if (done.has(m.version)) continue;
    const sql = await readFile(m.path, 'utf8');
    await runInTransaction(async (r) => {
      try {
        await r.exec(sql);
      } catch (err) {
        throw new Error(`migration ${m.version}_${m.name} failed: ${(err as Error).message}`, {
          cause: err,
        });
      }
      await r.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [m.version, m.name, [sql]],
      );
    });
  }

  if (opts.seed) await applySeed(runInTransaction);
}

/** The seed is re-applied only when the file changed (it upserts, so re-applying is safe). */
async function applySeed(
  runInTransaction: <T>(fn: (r: ScriptRunner) => Promise<T>) => Promise<T>,
): Promise<void> {
  const sql = await readFile(SEED_FILE, 'utf8');
  const hash = createHash('sha256').update(sql).digest('hex');
  await runInTransaction(async (r) => {
    const prev = await r.query<{ hash: string }>(
      'select hash from supabase_migrations.seed_files where path = $1',
      ['seed.sql'],
    );
    if (prev.rows[0]?.hash === hash) return;
    await r.exec(sql);
    await r.query(
      `insert into supabase_migrations.seed_files (path, hash) values ($1, $2)
       on conflict (path) do update set hash = excluded.hash`,
      ['seed.sql', hash],
    );
  });
}
