/** SQL literals for generated seed files (the values are ours, but quoting stays exact). */

export type SqlValue = string | number | boolean | null | string[] | { json: unknown };

export function sqlLiteral(v: SqlValue): string {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`not a finite number: ${v}`);
    return String(v);
  }
  if (typeof v === 'string') return `'${v.replaceAll("'", "''")}'`;
  if (Array.isArray(v)) {
    return v.length === 0 ? `'{}'::text[]` : `array[${v.map(sqlLiteral).join(', ')}]::text[]`;
  }
  return `${sqlLiteral(JSON.stringify(v.json))}::jsonb`;
}

/**
 * `insert … values … on conflict (key) do update` for rows with the same columns. Re-running
 * it updates rows in place; the change_seq trigger ignores rows that did not change.
 */
export function upsertSql(table: string, key: string, rows: Record<string, SqlValue>[]): string {
  const first = rows[0];
  if (!first) return '';
  const cols = Object.keys(first);
  const quoted = cols.map((c) => `"${c}"`);
  const values = rows
    .map((r) => `  (${cols.map((c) => sqlLiteral(r[c] ?? null)).join(', ')})`)
    .join(',\n');
  const updates = cols
    .filter((c) => c !== key)
    .map((c) => `"${c}" = excluded."${c}"`)
    .join(', ');
  return `insert into ${table} (${quoted.join(', ')}) values\n${values}\non conflict ("${key}") do update set ${updates};\n`;
}
