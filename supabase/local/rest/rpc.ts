import type { Database, JwtClaims, Queryable } from '../database.ts';
import { fromDatabaseError, PostgrestError, pgrstError } from './errors.ts';
import {
  type FunctionSignature,
  findFunctions,
  matchFunction,
  takesWholeBody,
} from './signature.ts';

/**
 * One `/rpc/<fn>` call as PostgREST makes it: resolve the overload from the argument names,
 * turn the JSON arguments into typed values with `json_to_record` (the whole argument object is
 * one bound parameter), call the function under the caller's role, and let Postgres render the
 * result as JSON.
 */
export type RpcRequest = {
  fn: string;
  args: Record<string, unknown>;
  claims: JwtClaims;
  /** GET/HEAD, or a STABLE/IMMUTABLE function: the transaction is read-only. */
  readOnlyRequest: boolean;
  settings: Record<string, string>;
};

export type RpcResult = { kind: 'void' } | { kind: 'json'; body: string; isSet: boolean };

const SCHEMA = 'public';

export async function callRpc(db: Database, req: RpcRequest): Promise<RpcResult> {
  const keys = Object.keys(req.args);
  const candidates = await findFunctions(db, SCHEMA, req.fn);
  const matches = matchFunction(candidates, keys);
  if (matches.length === 0) throw functionNotFound(req.fn, keys);
  if (matches.length > 1) {
    throw pgrstError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${matches.map((f) => describe(f)).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const fn = matches[0]!;
  const sql = buildCall(fn, keys);
  const params = sql.includes('$1') ? [JSON.stringify(req.args)] : [];
  try {
    return await db.asRole(
      req.claims,
      async (q: Queryable) => {
        const { rows } = await q.query<{ body: string | null }>(sql, params);
        if (fn.returnsVoid) return { kind: 'void' } as const;
        return {
          kind: 'json',
          body: rows[0]?.body ?? (fn.returnsSet ? '[]' : 'null'),
          isSet: fn.returnsSet,
        } as const;
      },
      { readOnly: req.readOnlyRequest || !fn.volatile, settings: req.settings },
    );
  } catch (err) {
    if (err instanceof PostgrestError) throw err;
    throw fromDatabaseError(err, req.claims.role);
  }
}

function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function buildCall(fn: FunctionSignature, keys: string[]): string {
  const target = `${SCHEMA}.${ident(fn.name)}`;
  let from = '';
  let callArgs = '';
  if (takesWholeBody(fn)) {
    callArgs = `$1::${fn.args[0]!.type}`;
  } else if (keys.length > 0) {
    const used = fn.args.filter((a) => keys.includes(a.name));
    from = `json_to_record($1::json) as _args(${used.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`;
    callArgs = used
      .map((a) => `${a.variadic ? 'variadic ' : ''}${ident(a.name)} := _args.${ident(a.name)}`)
      .join(', ');
  }
  const call = `${target}(${callArgs})`;
  if (fn.returnsSet || fn.returnsRow) {
    const source = from ? `${from} cross join lateral ${call} as _r` : `${call} as _r`;
    const body = fn.returnsSet ? `coalesce(json_agg(_r), '[]'::json)` : 'to_json(_r)';
    return `select ${body}::text as body from ${source}`;
  }
  const select = fn.returnsVoid ? `select ${call}` : `select to_json(${call})::text as body`;
  return from ? `${select} from ${from}` : select;
}

function describe(f: FunctionSignature): string {
  return `public.${f.name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`;
}

function functionNotFound(fn: string, keys: string[]): PostgrestError {
  const sorted = [...keys].sort();
  const withParams = sorted.length > 0 ? `(${sorted.join(', ')})` : ' without parameters';
  const searched =
    sorted.length > 0 ? ` with parameters ${sorted.join(', ')}` : ' without parameters';
  return pgrstError(
    404,
    'PGRST202',
    `Could not find the function public.${fn}${withParams} in the schema cache`,
    `Searched for the function public.${fn}${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}
