import type { TestDb } from './testDatabase.ts';

/**
 * The live definitions the migrations leave behind in `public` and `private`, as one text:
 * tables (columns, RLS, grants), policies, functions (full definition and who may execute
 * them), triggers, indexes and the Realtime publication. Role names of the owner are replaced
 * by "owner", so the text does not depend on who ran the migrations.
 */
export async function liveSchema(t: TestDb): Promise<string> {
  const owner = (await t.owner<{ r: string }>('select current_user as r'))[0]!.r;
  const sections = [
    ['tables', await lines(t, TABLES)],
    ['table grants', await lines(t, TABLE_GRANTS)],
    ['policies', await lines(t, POLICIES)],
    ['function grants', await lines(t, FUNCTION_GRANTS)],
    ['triggers', await lines(t, TRIGGERS)],
    ['indexes', await lines(t, INDEXES)],
    ['publication supabase_realtime', await lines(t, PUBLICATION)],
    ['functions', await lines(t, FUNCTIONS)],
  ] as const;
  const text = sections.map(([name, body]) => `-- ${name}\n${body.join('\n')}\n`).join('\n');
  return text.replaceAll(owner, 'owner');
}

async function lines(t: TestDb, sql: string): Promise<string[]> {
  return (await t.owner<{ line: string }>(sql)).map((r) => r.line);
}

const SCHEMAS = `('public', 'private')`;

const TABLES = `
  select format(E'%s.%s rls=%s%s\n  %s', n.nspname, c.relname, c.relrowsecurity,
           case when c.relforcerowsecurity then ' forced' else '' end,
           (select string_agg(format('%s %s%s%s', a.attname, format_type(a.atttypid, a.atttypmod),
                     case when a.attnotnull then ' not null' else '' end,
                     coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')), E'\n  '
                     order by a.attnum)
              from pg_attribute a
              left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped)) as line
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname in ${SCHEMAS} and c.relkind in ('r', 'p', 'v', 'm')
   order by 1`;

const API_ROLES = `('anon', 'authenticated', 'service_role', 'public')`;

const TABLE_GRANTS = `
  select format('%s.%s to %s: %s', table_schema, table_name, grantee,
           string_agg(privilege_type, ', ' order by privilege_type)) as line
    from information_schema.role_table_grants
   where table_schema in ${SCHEMAS} and lower(grantee) in ${API_ROLES}
   group by table_schema, table_name, grantee
   order by 1`;

const POLICIES = `
  select format('%s.%s "%s" %s for %s to %s using (%s) with check (%s)', schemaname,
           tablename, policyname, lower(permissive), cmd, array_to_string(roles, ','),
           coalesce(qual, ''), coalesce(with_check, '')) as line
    from pg_policies
   where schemaname in ${SCHEMAS}
   order by 1`;

const FUNCTION_GRANTS = `
  select format('%s.%s(%s) to %s', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid),
           string_agg(case when a.grantee = 0 then 'public' else r.rolname end, ', '
                      order by case when a.grantee = 0 then 'public' else r.rolname end)) as line
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    cross join lateral aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
    left join pg_roles r on r.oid = a.grantee
   where n.nspname in ${SCHEMAS} and a.privilege_type = 'EXECUTE'
     and (a.grantee = 0 or r.rolname in ('anon', 'authenticated', 'service_role'))
   group by n.nspname, p.proname, p.oid
   order by 1`;

const TRIGGERS = `
  select pg_get_triggerdef(tg.oid) as line
    from pg_trigger tg
    join pg_class c on c.oid = tg.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
   where n.nspname in ${SCHEMAS} and not tg.tgisinternal
   order by 1`;

const INDEXES = `
  select indexdef as line from pg_indexes where schemaname in ${SCHEMAS} order by 1`;

const PUBLICATION = `
  select format('%s.%s', schemaname, tablename) as line
    from pg_publication_tables
   where pubname = 'supabase_realtime'
   order by 1`;

const FUNCTIONS = `
  select pg_get_functiondef(p.oid) as line
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname in ${SCHEMAS} and p.prokind in ('f', 'p')
   order by n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)`;
