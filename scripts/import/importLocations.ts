/**
 * Applies a Webflow CSV export to `locations`: valid rows are upserted on webflow_item_id in one
 * transaction (a failure anywhere leaves the table as it was); rejected rows are reported with
 * their reason. Existing rows keep their id, so routes and likes still point at them.
 */
import type { Database } from '../../supabase/local/database.ts';
import { IMPORTED_COLUMNS, parseWebflowCsv, type RowIssue } from './webflowCsv.ts';

export interface ImportReport {
  file: string;
  records: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: RowIssue[];
  warnings: RowIssue[];
  /** True when nothing was written (a fatal problem, or --strict with rejected rows). */
  aborted: boolean;
  error: string | null;
}

export interface ImportOptions {
  /** Refuse the whole file when any row is rejected. */
  strict?: boolean;
}

/** One statement for the whole file: rows travel as one JSON parameter. */
const UPSERT_SQL = `
  insert into public.locations (${IMPORTED_COLUMNS.join(', ')})
  select ${IMPORTED_COLUMNS.join(', ')}
  from jsonb_populate_recordset(null::public.locations, $1::jsonb)
  on conflict (webflow_item_id) do update set
    ${IMPORTED_COLUMNS.filter((c) => c !== 'webflow_item_id')
      .map((c) => `${c} = excluded.${c}`)
      .join(',\n    ')}
  returning webflow_item_id, change_seq`;

export async function importLocationsCsv(
  db: Database,
  csv: string,
  file = '<csv>',
  opts: ImportOptions = {},
): Promise<ImportReport> {
  const parsed = parseWebflowCsv(csv);
  const report: ImportReport = {
    file,
    records: parsed.rows.length + parsed.rejected.length,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    rejected: parsed.rejected,
    warnings: parsed.warnings,
    aborted: false,
    error: parsed.fatal,
  };
  if (parsed.fatal) return { ...report, aborted: true };
  if (opts.strict && parsed.rejected.length > 0) {
    return {
      ...report,
      aborted: true,
      error: `${parsed.rejected.length} row(s) rejected (--strict)`,
    };
  }
  if (parsed.rows.length === 0) return report;

  const rows = parsed.rows.map((r) => r.row);
  try {
    await db.transaction(async (q) => {
      const before = await q.query<{ webflow_item_id: string; change_seq: number }>(
        'select webflow_item_id, change_seq from public.locations where webflow_item_id = any($1::text[])',
        [rows.map((r) => r.webflow_item_id)],
      );
      const prev = new Map(before.rows.map((r) => [r.webflow_item_id, r.change_seq]));
      const after = await q.query<{ webflow_item_id: string; change_seq: number }>(UPSERT_SQL, [
        JSON.stringify(rows),
      ]);
      for (const r of after.rows) {
        const was = prev.get(r.webflow_item_id);
        if (was === undefined) report.inserted++;
        else if (was === r.change_seq) report.unchanged++;
        else report.updated++;
      }
    });
  } catch (err) {
    return {
      ...report,
      inserted: 0,
      updated: 0,
      unchanged: 0,
      aborted: true,
      error: `nothing imported: ${(err as Error).message}`,
    };
  }
  return report;
}

export function formatReport(r: ImportReport): string {
  const out = [`Import of ${r.file}: ${r.records} record(s)`];
  if (r.aborted) out.push(`ABORTED, nothing written: ${r.error ?? 'unknown error'}`);
  else {
    out.push(`  inserted ${r.inserted}, updated ${r.updated}, unchanged ${r.unchanged}`);
  }
  out.push(`  rejected ${r.rejected.length}`);
  for (const x of r.rejected) {
    out.push(`    line ${x.line} [${x.itemId ?? 'no Item ID'}] ${x.title ?? ''}: ${x.reason}`);
  }
  if (r.warnings.length > 0) {
    out.push(`  warnings ${r.warnings.length}`);
    for (const x of r.warnings) {
      out.push(`    line ${x.line} [${x.itemId ?? ''}] ${x.title ?? ''}: ${x.reason}`);
    }
  }
  return out.join('\n');
}
