#!/usr/bin/env node
/**
 * Rewrites the "Where each live function is defined now" table in supabase/migrations/README.md
 * from the migration files (the latest file that creates or replaces a function defines it).
 * tests/sql/schema-snapshot.test.ts checks the table against the live database.
 *   node scripts/migrations-readme.mjs
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', 'supabase', 'migrations');
const readmePath = join(dir, 'README.md');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.sql'))
  .sort();

const definedIn = new Map();
for (const file of files) {
  const sql = readFileSync(join(dir, file), 'utf8');
  for (const [, name] of sql.matchAll(
    /create\s+(?:or\s+replace\s+)?function\s+((?:public|private)\.\w+)\s*\(/gi,
  )) {
    const list = definedIn.get(name) ?? [];
    if (!list.includes(file)) definedIn.set(name, [...list, file]);
  }
}

// public first, then private, each by name: the order the README has always used.
const names = [...definedIn.keys()].sort((a, b) => {
  const [sa, na] = a.split('.');
  const [sb, nb] = b.split('.');
  return sa === sb ? na.localeCompare(nb) : sa === 'public' ? -1 : 1;
});
const rows = names.map((name) => {
  const list = definedIn.get(name);
  const replaces = list
    .slice(0, -1)
    .map((f) => `\`${f}\``)
    .join(', ');
  return [`\`${name}\``, `\`${list.at(-1)}\``, replaces];
});
const header = ['function', 'defined now in', 'replaces the one in'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
const table = [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');

const readme = readFileSync(readmePath, 'utf8');
const start = readme.indexOf('| function ');
const end = readme.indexOf('\n\n', start);
if (start < 0) throw new Error('README.md has no function table');
writeFileSync(readmePath, readme.slice(0, start) + table + (end < 0 ? '\n' : readme.slice(end)));
console.log(`supabase/migrations/README.md: ${rows.length} functions`);
