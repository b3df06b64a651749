import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** PostgREST's error body. */
export type PostgrestErrorBody = {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
};

export class PostgrestError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: PostgrestErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

export function pgrstError(
  status: ContentfulStatusCode,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): PostgrestError {
  return new PostgrestError(status, { code, message, details, hint });
}

/** A JWT PostgREST refuses: 401 with the token error in `WWW-Authenticate`. */
export function jwtError(code: 'PGRST301' | 'PGRST303', message: string): PostgrestError {
  return new PostgrestError(
    401,
    { code, message, details: null, hint: null },
    { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` },
  );
}

type DbErrorLike = { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };

/** Turns a Postgres error (PGlite or node-postgres) into PostgREST's body and status. */
export function fromDatabaseError(err: unknown, role: string): PostgrestError {
  const e = (typeof err === 'object' && err !== null ? err : {}) as DbErrorLike;
  const code = typeof e.code === 'string' ? e.code : 'XX000';
  const body: PostgrestErrorBody = {
    code,
    message: typeof e.message === 'string' ? e.message : String(err),
    details: typeof e.detail === 'string' ? e.detail : null,
    hint: typeof e.hint === 'string' ? e.hint : null,
  };
  const status = statusForSqlState(code, role, body.message);
  const headers: Record<string, string> = {};
  if (status === 401) headers['WWW-Authenticate'] = 'Bearer';
  return new PostgrestError(status, body, headers);
}

/** PostgREST's SQLSTATE → HTTP table (Error.hs), for the codes a function call can raise. */
export function statusForSqlState(code: string, role: string, message = ''): ContentfulStatusCode {
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom) return Number(custom[1]) as ContentfulStatusCode;
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === 'P0001') return 400;
  if (code.startsWith('P0')) return 500;
  if (code === '23505' || code === '23503') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '21000') return message.includes('requires a WHERE clause') ? 400 : 500;
  if (code === '53400') return 500;
  if (code.startsWith('08') || code.startsWith('53') || code === '57P01') return 503;
  if (['0L', '0P', '28'].some((p) => code.startsWith(p))) return 403;
  const serverClasses = [
    '57',
    '40',
    'XX',
    '54',
    '55',
    '58',
    'F0',
    'HV',
    '09',
    '25',
    '2D',
    '38',
    '39',
    '3B',
    '42P17',
  ];
  if (serverClasses.some((p) => code.startsWith(p))) return 500;
  return 400;
}
