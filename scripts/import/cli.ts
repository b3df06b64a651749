/**
 * Imports a Webflow CSV export of the locations collection into `locations`.
 *   npx tsx scripts/import/cli.ts <file.csv> [--database-url <url> | --data-dir <dir>] [--strict]
 * Without options it uses DATABASE_URL, else the local server's PGlite folder (.data/pglite;
 * stop the local server first, PGlite allows one process per folder).
 * Exit code 0 when the file was applied (rejected rows are reported), 1 when nothing was written.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../supabase/local/database.ts';
import { formatReport, importLocationsCsv } from './importLocations.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    strict: { type: 'boolean', default: false },
  },
});

const file = positionals[0];
if (!file) {
  console.error(
    'usage: npx tsx scripts/import/cli.ts <file.csv> [--database-url <url> | --data-dir <dir>] [--strict]',
  );
  process.exit(2);
}

const databaseUrl =
  values['database-url'] ?? (values['data-dir'] ? undefined : process.env.DATABASE_URL);
const db = await openDatabase({
  databaseUrl,
  dataDir:
    values['data-dir'] ?? (process.env.DATA_DIR ? `${process.env.DATA_DIR}/pglite` : undefined),
});
try {
  const report = await importLocationsCsv(db, await readFile(file, 'utf8'), file, {
    strict: values.strict,
  });
  console.log(formatReport(report));
  process.exitCode = report.aborted ? 1 : 0;
} finally {
  await db.close();
}
