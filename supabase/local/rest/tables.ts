import type { Database, JwtClaims } from '../database.ts';
import { fromDatabaseError, PostgrestError, pgrstError } from './errors.ts';

/**
 * A read-only subset of PostgREST's table API (`supabase.from(t).select(...)` with plain
 * columns, `eq`/`neq`/`gt`/`gte`/`lt`/`lte`/`is`/`in`/`like`/`ilike` filters, `order`, `limit`,
 * `offset`), run under the caller's role so grants and Row Level Security decide what is seen.
 * Column names are checked against the catalogue; values are bound parameters.
 */
type Column = { name: string; type: string };

const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'apikey',
  'columns',
  'on_conflict',
]);
const OPERATORS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
};

export async function readTable(
  db: Database,
  claims: JwtClaims,
  table: string,
  params: URLSearchParams,
  settings: Record<string, string>,
): Promise<string> {
  const columns = await tableColumns(db, table);
  if (!columns) {
    throw pgrstError(
      404,
      'PGRST205',
      `Could not find the table 'public.${table}' in the schema cache`,
    );
  }
  const byName = new Map(columns.map((c) => [c.name, c]));
  const column = (name: string): Column => {
    const found = byName.get(name);
    if (!found) throw pgrstError(400, '42703', `column ${table}.${name} does not exist`);
    return found;
  };
  const values: unknown[] = [];
  const bind = (value: unknown, type: string) => {
    values.push(value);
    return `$${values.length}::${type}`;
  };

  const selected = selectList(params.get('select'), column);
  const where: string[] = [];
  for (const [key, raw] of params) {
    if (RESERVED.has(key)) continue;
    where.push(filter(column(key), raw, bind));
  }
  const order = orderBy(params.get('order'), column);
  const limit = nonNegative(params.get('limit'), 'limit');
  const offset = nonNegative(params.get('offset'), 'offset');
  const sql = `select coalesce(json_agg(_t), '[]'::json)::text as body from (
      select ${selected} from public.${ident(table)}
      ${where.length ? `where ${where.join(' and ')}` : ''}
      ${order ? `order by ${order}` : ''}
      ${limit !== null ? `limit ${limit}` : ''} ${offset !== null ? `offset ${offset}` : ''}) _t`;
  try {
    return await db.asRole(
      claims,
      async (q) => (await q.query<{ body: string }>(sql, values)).rows[0]?.body ?? '[]',
      { readOnly: true, settings },
    );
  } catch (err) {
    if (err instanceof PostgrestError) throw err;
    throw fromDatabaseError(err, claims.role);
  }
}

async function tableColumns(db: Database, table: string): Promise<Column[] | null> {
  const { rows } = await db.query<{ name: string; type: string }>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
     order by a.attnum`,
    [table],
  );
  return rows.length > 0 ? rows : null;
}

function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function selectList(select: string | null, column: (n: string) => Column): string {
  if (!select || select.trim() === '*') return '*';
  return select
    .split(',')
    .map((part) => part.trim())
    .map((name) => {
      if (name === '*') return '*';
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
        throw pgrstError(
          400,
          'PGRST100',
          `"${name}" is not supported by this local server: plain column names only`,
        );
      }
      return ident(column(name).name);
    })
    .join(', ');
}

function filter(col: Column, raw: string, bind: (v: unknown, type: string) => string): string {
  const negate = raw.startsWith('not.');
  const expr = negate ? raw.slice(4) : raw;
  const dot = expr.indexOf('.');
  const op = dot < 0 ? '' : expr.slice(0, dot);
  const value = dot < 0 ? '' : expr.slice(dot + 1);
  let sql: string;
  if (op in OPERATORS) {
    sql = `${ident(col.name)} ${OPERATORS[op]} ${bind(op.endsWith('like') ? value.replaceAll('*', '%') : value, col.type)}`;
  } else if (op === 'is' && ['null', 'true', 'false'].includes(value.toLowerCase())) {
    sql = `${ident(col.name)} is ${value.toLowerCase()}`;
  } else if (op === 'in' && /^\(.*\)$/.test(value)) {
    const items = value
      .slice(1, -1)
      .split(',')
      .map((v) => v.trim().replace(/^"(.*)"$/, '$1'));
    sql = `${ident(col.name)} = any(${bind(items, `${col.type}[]`)})`;
  } else {
    throw pgrstError(
      400,
      'PGRST100',
      `"${raw}" is not a supported filter`,
      `failed to parse filter (${raw})`,
    );
  }
  return negate ? `not (${sql})` : sql;
}

function orderBy(order: string | null, column: (n: string) => Column): string {
  if (!order) return '';
  return order
    .split(',')
    .map((term) => {
      const [name = '', ...mods] = term.trim().split('.');
      const dir = mods.includes('desc') ? 'desc' : 'asc';
      const nulls = mods.includes('nullsfirst')
        ? ' nulls first'
        : mods.includes('nullslast')
          ? ' nulls last'
          : '';
      return `${ident(column(name).name)} ${dir}${nulls}`;
    })
    .join(', ');
}

function nonNegative(value: string | null, name: string): number | null {
  if (value === null) return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw pgrstError(400, 'PGRST100', `"${value}" is not a valid ${name}`);
  return n;
}
