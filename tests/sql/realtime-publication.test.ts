import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../supabase/local/database.ts';
import { MIGRATIONS_DIR } from '../../supabase/local/migrate.ts';
import { type Backend, backends, openTestDatabase, type TestDb } from '../support/testDatabase.ts';

/**
 * Hosted Supabase streams postgres_changes only for tables in the publication
 * `supabase_realtime`, which the platform creates before our migrations run. These tests build
 * such a database (publication first, then the real migrator) on PGlite, and on PostgreSQL 15
 * when TEST_DATABASE_URL is set; both support publications.
 */
const MIGRATION = join(MIGRATIONS_DIR, '20261121000600_realtime_like_counts.sql');

interface Opened {
  db: Database;
  close(): Promise<void>;
}

/** A fresh database where `setup` runs before bootstrap and migrations, as the platform's does. */
async function openWithPlatformSetup(backend: Backend, setup: string): Promise<Opened> {
  if (backend === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'routegids-realtime-'));
    const pre = new PGlite(dir);
    await pre.exec(setup);
    await pre.close();
    const db = await openDatabase({ dataDir: dir });
    return {
      db,
      close: async () => {
        await db.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
  const name = `routegids_rt_${process.pid}_${randomUUID().slice(0, 8)}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl.toString() });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pre = new pg.Client({ connectionString: url.toString() });
  await pre.connect();
  await pre.query(setup);
  await pre.end();
  const db = await openDatabase({ databaseUrl: url.toString() });
  return {
    db,
    close: async () => {
      await db.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

async function published(q: Pick<Database, 'query'>): Promise<string[]> {
  const { rows } = await q.query<{ name: string }>(
    `select schemaname || '.' || tablename as name from pg_catalog.pg_publication_tables
     where pubname = 'supabase_realtime' order by 1`,
  );
  return rows.map((r) => r.name);
}

describe.each(backends())('realtime publication (%s)', (backend) => {
  describe('where the platform created supabase_realtime', () => {
    let hosted: Opened;
    beforeAll(async () => {
      hosted = await openWithPlatformSetup(backend, 'create publication supabase_realtime');
    });
    afterAll(async () => {
      await hosted?.close();
    });

    it('streams the like counts and nothing else (no one else’s likes, no gated content)', async () => {
      expect(await published(hosted.db)).toEqual(['public.location_like_counts']);
    });

    it('running the migration again changes nothing', async () => {
      await hosted.db.exec(await readFile(MIGRATION, 'utf8'));
      expect(await published(hosted.db)).toEqual(['public.location_like_counts']);
    });
  });

  describe('without the platform', () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await openTestDatabase(backend);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('migrates cleanly and creates no publication of its own', async () => {
      const rows = await t.owner(`select 1 from pg_catalog.pg_publication`);
      expect(rows).toEqual([]);
    });

    it('leaves a FOR ALL TABLES publication alone (it already streams every table)', async () => {
      await t.db.exec('create publication supabase_realtime for all tables');
      try {
        await t.db.exec(await readFile(MIGRATION, 'utf8'));
        expect(await published(t.db)).toContain('public.location_like_counts');
      } finally {
        await t.db.exec('drop publication supabase_realtime');
      }
    });
  });
});
