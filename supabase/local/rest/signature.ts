import type { Database } from '../database.ts';

/**
 * Function signatures from `pg_proc`, the source PostgREST's schema cache reads. Calls are
 * always built from these, so names and types in the SQL come from the catalogue and argument
 * values travel only as bound parameters.
 */
export type FunctionArg = { name: string; type: string; variadic: boolean };

export type FunctionSignature = {
  name: string;
  /** Input arguments in declaration order. */
  args: FunctionArg[];
  /** How many leading inputs have no default. */
  required: number;
  volatile: boolean;
  returnsSet: boolean;
  returnsVoid: boolean;
  /** A row type (table, composite, record with OUT parameters): the answer is a JSON object. */
  returnsRow: boolean;
};

type ProcRow = {
  proname: string;
  pronargs: number;
  pronargdefaults: number;
  provolatile: string;
  proretset: boolean;
  rettype: string;
  typtype: string;
  argnames: string[] | null;
  argmodes: string[] | null;
  argtypes: string[] | null;
};

export async function findFunctions(
  db: Database,
  schema: string,
  name: string,
): Promise<FunctionSignature[]> {
  const { rows } = await db.query<ProcRow>(
    `select p.proname, p.pronargs, p.pronargdefaults, p.provolatile::text as provolatile, p.proretset,
       p.prorettype::regtype::text as rettype, t.typtype::text as typtype,
       p.proargnames as argnames, p.proargmodes::text[] as argmodes,
       array(select format_type(a.oid, null)
             from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as a(oid, n)
             order by a.n) as argtypes
     from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace
     join pg_type t on t.oid = p.prorettype
     where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'`,
    [schema, name],
  );
  return rows.map(toSignature);
}

function toSignature(r: ProcRow): FunctionSignature {
  const types = r.argtypes ?? [];
  const modes = r.argmodes ?? types.map(() => 'i');
  const names = r.argnames ?? [];
  const args: FunctionArg[] = [];
  types.forEach((type, i) => {
    const mode = modes[i] ?? 'i';
    if (mode === 'i' || mode === 'b' || mode === 'v')
      args.push({ name: names[i] ?? '', type, variadic: mode === 'v' });
  });
  return {
    name: r.proname,
    args,
    required: r.pronargs - r.pronargdefaults,
    volatile: r.provolatile === 'v',
    returnsSet: r.proretset,
    returnsVoid: r.rettype === 'void',
    returnsRow: r.typtype === 'c' || r.rettype === 'record',
  };
}

/** The single unnamed json/jsonb parameter PostgREST passes the whole body to. */
export function takesWholeBody(f: FunctionSignature): boolean {
  const only = f.args[0];
  return (
    f.args.length === 1 &&
    only !== undefined &&
    only.name === '' &&
    (only.type === 'json' || only.type === 'jsonb')
  );
}

/** PostgREST's overload resolution: every given key names a parameter, every required one is given. */
export function matchFunction(
  candidates: FunctionSignature[],
  keys: string[],
): FunctionSignature[] {
  const named = candidates.filter((f) => {
    if (f.args.some((a) => a.name === '')) return false;
    const names = new Set(f.args.map((a) => a.name));
    return (
      keys.every((k) => names.has(k)) &&
      f.args.slice(0, f.required).every((a) => keys.includes(a.name))
    );
  });
  return named.length > 0 ? named : candidates.filter(takesWholeBody);
}
