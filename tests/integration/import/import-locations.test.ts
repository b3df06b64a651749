import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLocationsCsv } from '../../../scripts/import/importLocations.ts';
import { type Database, openDatabase } from '../../../supabase/local/database.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FIXTURE = join(ROOT, 'tests/fixtures/webflow-locations.csv');
const csv = readFileSync(FIXTURE, 'utf8');

interface Loc {
  webflow_item_id: string;
  slug: string | null;
  title_nl: string | null;
  title_en: string | null;
  article_nl: string | null;
  article_en: string | null;
  content_type: string;
  category: string | null;
  lat: number | null;
  lng: number | null;
  slider_images: string[];
  created_on: Date | null;
  image_credit: string | null;
}

describe('import-locations (Webflow CSV → locations)', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory' });
  });
  afterAll(async () => {
    await db?.close();
  });

  const byItem = async () =>
    new Map(
      (await db.query<Loc>('select * from public.locations')).rows.map((r) => [
        r.webflow_item_id,
        r,
      ]),
    );

  it('imports valid rows and reports every rejected row with its reason', async () => {
    const report = await importLocationsCsv(db, csv, 'webflow-locations.csv');
    expect(report.aborted).toBe(false);
    expect(report.records).toBe(10);
    expect(report.inserted).toBe(6);
    expect(report.rejected.map((r) => [r.itemId, r.reason])).toEqual([
      ['6601a0000000000000000004', expect.stringContaining('unknown Content type "Podcast"')],
      [null, 'missing Item ID'],
      ['6601a0000000000000000001', expect.stringContaining('duplicate Item ID')],
      ['6601a0000000000000000009', 'missing Content type'],
    ]);
    // Line numbers count the header and the newlines inside quoted fields.
    expect(report.rejected[0]?.line).toBeGreaterThan(5);

    const rows = await byItem();
    expect(rows.size).toBe(6);
    const wk = rows.get('6601a0000000000000000001')!;
    expect(wk.article_nl).toContain('<h2>De "Westertoren"</h2>\n<p>Ontworpen');
    expect(wk.article_nl).toContain('href="https://example.test/a?b=1,2"');
    expect(wk.article_en).toContain('It\'s the "tallest"');
    expect(wk.slider_images).toEqual([
      'https://cdn.example.test/westerkerk-1.jpg',
      'https://cdn.example.test/westerkerk-2.jpg',
    ]);
    expect(wk).toMatchObject({ lat: 52.37458, lng: 4.88403, image_credit: 'Fotograaf, A.' });
    expect(wk.created_on?.toISOString()).toBe('2024-04-02T09:12:45.000Z');
  });

  it('parses coordinates like the app and stores bad ones as empty, with a warning', async () => {
    const rows = await byItem();
    expect(rows.get('6601a0000000000000000002')).toMatchObject({ lat: 52.37938, lng: 4.88621 });
    expect(rows.get('6601a0000000000000000003')).toMatchObject({ lat: null, lng: null });
    expect(rows.get('6601a0000000000000000008')).toMatchObject({
      lat: null,
      lng: null,
      content_type: 'Artikel',
    });
    expect(rows.get('6601a0000000000000000010')).toMatchObject({
      lat: 52.3801,
      lng: 4.8702,
      title_en: null,
    });
    const report = await importLocationsCsv(db, csv);
    const warned = report.warnings.map((w) => [w.itemId, w.reason]);
    expect(warned).toEqual(
      expect.arrayContaining([
        ['6601a0000000000000000003', expect.stringContaining('Latitude "abc"')],
        ['6601a0000000000000000008', expect.stringContaining('Latitude "152.3"')],
        ['6601a0000000000000000008', expect.stringContaining('created_on')],
      ]),
    );
  });

  it('is idempotent: a second import of the same file changes nothing', async () => {
    const before = (await db.query('select id, change_seq from public.locations order by id')).rows;
    const report = await importLocationsCsv(db, csv);
    expect(report).toMatchObject({ inserted: 0, updated: 0, unchanged: 6 });
    expect(
      (await db.query('select id, change_seq from public.locations order by id')).rows,
    ).toEqual(before);
  });

  it('updates rows in place on the Webflow item id, keeping their id', async () => {
    const [before] = (
      await db.query<{ id: string }>(
        `select id from public.locations where webflow_item_id = '6601a0000000000000000002'`,
      )
    ).rows;
    const changed = csv.replace(
      'Zaterdag boerenmarkt.',
      'Zaterdag boerenmarkt en maandag stoffen.',
    );
    const report = await importLocationsCsv(db, changed);
    expect(report).toMatchObject({ inserted: 0, updated: 1, unchanged: 5 });
    const [after] = (
      await db.query<{ id: string; article_nl: string }>(
        `select id, article_nl from public.locations where webflow_item_id = '6601a0000000000000000002'`,
      )
    ).rows;
    expect(after).toEqual({
      id: before!.id,
      article_nl: '<p>Zaterdag boerenmarkt en maandag stoffen.</p>',
    });
  });

  it('never half-applies a file: a failure rolls the whole file back', async () => {
    await db.exec(`
      create function public.test_refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.title_nl = 'BOOM' then raise exception 'refused by test trigger'; end if;
        return new;
      end $$;
      create trigger test_refuse_boom before insert or update on public.locations
        for each row execute function public.test_refuse_boom();`);
    try {
      const bad = csv
        .replace('Zaterdag boerenmarkt.', 'Gewijzigd.')
        .replace('</p>",,Alleen Nederlands,', '</p>",,BOOM,');
      expect(bad).toContain('BOOM');
      const before = (await db.query('select * from public.locations order by id')).rows;
      const report = await importLocationsCsv(db, bad);
      expect(report.aborted).toBe(true);
      expect(report.error).toContain('refused by test trigger');
      expect((await db.query('select * from public.locations order by id')).rows).toEqual(before);
    } finally {
      await db.exec(`drop trigger test_refuse_boom on public.locations;
                     drop function public.test_refuse_boom();`);
    }
  });

  it('--strict refuses a file with rejected rows; a file that is not an export is refused', async () => {
    const strict = await importLocationsCsv(db, csv, 'x.csv', { strict: true });
    expect(strict.aborted).toBe(true);
    const notExport = await importLocationsCsv(db, 'a,b\n1,2\n');
    expect(notExport.aborted).toBe(true);
    expect(notExport.error).toMatch(/missing column/);
  });

  it('rejects a record whose fields do not line up with the header', async () => {
    const header = csv.slice(0, csv.indexOf('\n'));
    const broken = `${header}\nKapot,kapot,c,l,6601a0000000000000000099,extra,velden,te,veel,${',x'.repeat(30)}\n`;
    const report = await importLocationsCsv(db, broken);
    expect(report.rejected).toEqual([
      expect.objectContaining({ line: 2, reason: expect.stringContaining('CSV error') }),
    ]);
  });
});

describe('scripts/import/cli.ts (command line)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'routegids-import-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('imports a file into a PGlite folder and prints the report', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/import/cli.ts', FIXTURE, '--data-dir', dir],
      { cwd: ROOT, encoding: 'utf8', timeout: 120_000, env: { ...process.env, DATABASE_URL: '' } },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('inserted 6, updated 0, unchanged 0');
    expect(run.stdout).toContain('rejected 4');
    expect(run.stdout).toMatch(/unknown Content type "Podcast"/);
  }, 180_000);
});
