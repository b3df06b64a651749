import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../support/catalogueSuite.ts';
import { liveSchema } from '../support/liveSchema.ts';
import { backends } from '../support/testDatabase.ts';

const MIGRATIONS = join(process.cwd(), 'supabase/migrations');

/**
 * The schema the migrations build, written out in full (`schema.snap`), so that a
 * migration that changes a function, a policy, a grant or a table shows that change in review
 * as a diff of this file, even when it redefines something created in an older file. The
 * snapshot starts with every migration's checksum: editing a shipped migration (which the
 * additive-only policy forbids, supabase/migrations/README.md) shows up there too.
 *
 * After a deliberate change: `npx vitest run tests/sql/schema-snapshot.test.ts -u`, then read
 * the diff of the snapshot before committing it.
 */
describe.each(backends())('schema snapshot (%s)', (backend) => {
  const t = useTestDb(backend);

  it('matches the reviewed snapshot of the live definitions', async () => {
    const text = `${await migrationChecksums()}\n${await liveSchema(t)}`;
    await expect(text).toMatchFileSnapshot('./schema.snap');
  });

  it('supabase/migrations/README.md names the file that defines each live function now', async () => {
    const live = await t.owner<{ name: string }>(
      `select distinct n.nspname || '.' || p.proname as name
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private')`,
    );
    const definedIn = await definingFiles();
    const expected = live
      .map(({ name }) => {
        const files = definedIn.get(name) ?? [];
        return { name, now: files.at(-1) ?? '?', replaces: files.slice(0, -1).join(', ') };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(await readmeTable()).toEqual(expected);
  });
});

/** Each function name and the migrations that create or replace it, oldest first. */
async function definingFiles(): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const file of await migrationFiles()) {
    const sql = await readFile(join(MIGRATIONS, file), 'utf8');
    const names = sql.matchAll(
      /create\s+(?:or\s+replace\s+)?function\s+((?:public|private)\.\w+)\s*\(/gi,
    );
    for (const [, name] of names) {
      if (name && !found.get(name)?.includes(file))
        found.set(name, [...(found.get(name) ?? []), file]);
    }
  }
  return found;
}

/** The README's rows `| \`fn\` | \`file\` | \`older file\` |`, sorted by function name. */
async function readmeTable(): Promise<{ name: string; now: string; replaces: string }[]> {
  const readme = await readFile(join(MIGRATIONS, 'README.md'), 'utf8');
  const rows = readme.matchAll(/^\| `((?:public|private)\.\w+)` +\| `([^`]+)` +\|([^|]*)\|$/gm);
  return [...rows]
    .map(([, name, now, replaces]) => ({
      name: name ?? '',
      now: now ?? '',
      replaces: (replaces ?? '').replaceAll('`', '').trim(),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS)).filter((f) => f.endsWith('.sql')).sort();
}

async function migrationChecksums(): Promise<string> {
  const files = await migrationFiles();
  const sums = await Promise.all(
    files.map(async (f) => {
      const sha = createHash('sha256')
        .update(await readFile(join(MIGRATIONS, f)))
        .digest('hex');
      return `-- ${f} sha256:${sha}`;
    }),
  );
  return `-- migrations\n${sums.join('\n')}\n`;
}
