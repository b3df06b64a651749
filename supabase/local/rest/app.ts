import { type Context, Hono } from 'hono';
import type { JwtSigner } from '../auth/jwt.ts';
import type { Database } from '../database.ts';
import { isClientAbort } from '../gateway.ts';
import { requestClaims } from './claims.ts';
import { PostgrestError, pgrstError } from './errors.ts';
import { callRpc } from './rpc.ts';
import { readTable } from './tables.ts';

/** `/rest/v1`: PostgREST's RPC endpoint and read-only table queries, with its error shape. */
export function createRestApp(db: Database, signer: JwtSigner): Hono {
  const app = new Hono();
  app.onError((err, c) => {
    if (isClientAbort(err)) return c.body(null, 400);
    const e = err instanceof PostgrestError ? err : internalError(err);
    return c.json(e.body, e.status, {
      ...e.headers,
      'Proxy-Status': `PostgREST; error=${e.body.code}`,
    });
  });

  app.on(['GET', 'HEAD', 'POST'], '/rpc/:fn', async (c) => {
    checkSchema(c);
    const claims = await requestClaims(signer, c);
    const get = c.req.method !== 'POST';
    const result = await callRpc(db, {
      fn: c.req.param('fn'),
      args: get ? queryArgs(c) : await bodyArgs(c),
      claims,
      readOnlyRequest: get,
      settings: requestSettings(c),
    });
    if (result.kind === 'void') return c.body(null, 204);
    return respondJson(c, result.body, result.isSet);
  });
  app.all('/rpc/:fn', () => {
    throw pgrstError(405, 'PGRST101', 'Only GET, HEAD or POST requests are allowed for RPC calls');
  });
  app.on(['GET', 'HEAD'], '/:table', async (c) => {
    checkSchema(c);
    const claims = await requestClaims(signer, c);
    const url = new URL(c.req.url);
    const body = await readTable(
      db,
      claims,
      c.req.param('table'),
      url.searchParams,
      requestSettings(c),
    );
    return respondJson(c, body, true);
  });
  app.all('*', () => {
    throw pgrstError(
      405,
      'PGRST117',
      'Only GET and HEAD are supported on tables by this local server',
    );
  });
  return app;
}

function internalError(err: Error): PostgrestError {
  console.error('rest: unexpected failure', err);
  return pgrstError(500, 'PGRST000', 'Internal server error');
}

/** Only the `public` schema is exposed, like a Supabase project's default API settings. */
function checkSchema(c: Context): void {
  const profile = c.req.header(c.req.method === 'POST' ? 'content-profile' : 'accept-profile');
  if (profile && profile !== 'public') {
    throw pgrstError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      'Only the following schemas are exposed: public',
    );
  }
}

async function bodyArgs(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
  }
  return parsed as Record<string, unknown>;
}

function queryArgs(c: Context): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const [key, value] of new URL(c.req.url).searchParams) args[key] = value;
  return args;
}

/** The request GUCs PostgREST sets, so SQL can read `current_setting('request.headers')`. */
function requestSettings(c: Context): Record<string, string> {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, key) => {
    headers[key.toLowerCase()] = value;
  });
  // As PostgREST behind Supabase's gateway sees it: the gateway's word for the client, not the
  // client's own (SQL rate limits key on it).
  const address = c.get('clientAddress');
  if (address && address !== 'unknown') headers['x-forwarded-for'] = address;
  else delete headers['x-forwarded-for'];
  return {
    'request.method': c.req.method,
    'request.path': new URL(c.req.url).pathname.replace(/^\/rest\/v1/, ''),
    'request.headers': JSON.stringify(headers),
    'request.cookies': '{}',
  };
}

/** JSON from Postgres as-is; `.single()` (object Accept) turns a one-row array into its row. */
function respondJson(c: Context, body: string, isSet: boolean): Response {
  const headers = { 'Content-Type': 'application/json; charset=utf-8' };
  if (isSet && (c.req.header('accept') ?? '').includes('application/vnd.pgrst.object+json')) {
    const rows = JSON.parse(body) as unknown[];
    if (rows.length !== 1) {
      throw pgrstError(
        406,
        'PGRST116',
        'Cannot coerce the result to a single JSON object',
        `The result contains ${rows.length} rows`,
      );
    }
    return c.body(JSON.stringify(rows[0]), 200, headers);
  }
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(body, 200, headers);
}
