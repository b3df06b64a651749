import type { Context } from 'hono';
import { isEmailTooLong } from '../../functions/_shared/email.ts';
import type { AuthContext } from './context.ts';
import { AuthError, authErrors } from './errors.ts';
import { sessionExists } from './sessions.ts';
import { findUserById, normaliseEmail, type UserRow } from './users.ts';

/** A JSON object body; GoTrue ignores unknown fields and refuses anything that is not JSON. */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw authErrors.badJson((err as Error).message);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw authErrors.badJson('expected a JSON object');
  }
  return parsed as Record<string, unknown>;
}

export function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

export function record(v: unknown): Record<string, unknown> | undefined {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : undefined;
}

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization') ?? '';
  const m = /^bearer\s+(\S+)\s*$/i.exec(header);
  return m?.[1];
}

export type Caller = {
  user: UserRow;
  claims: Record<string, unknown>;
  sessionId: string | undefined;
};

/** GoTrue's requireAuthentication: a valid user JWT whose user and session still exist. */
export async function requireUser(ctx: AuthContext, c: Context): Promise<Caller> {
  const claims = await verifiedClaims(ctx, c);
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (!sub) throw authErrors.badJwt('invalid claim: missing sub claim');
  const user = await findUserById(ctx.db, sub);
  if (!user) throw authErrors.userFromJwtMissing();
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  if (sessionId && !(await sessionExists(ctx.db, sessionId))) throw authErrors.sessionNotFound();
  return { user, claims, sessionId };
}

/** GoTrue's requireAdminCredentials: the JWT's role must be an admin role. */
export async function requireAdmin(ctx: AuthContext, c: Context): Promise<void> {
  const claims = await verifiedClaims(ctx, c);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin')
    throw authErrors.notAdmin();
}

async function verifiedClaims(ctx: AuthContext, c: Context): Promise<Record<string, unknown>> {
  const token = bearerToken(c);
  if (!token) throw authErrors.noAuthorization();
  const result = await ctx.signer.verify(token);
  if (!result.ok) {
    throw authErrors.badJwt(
      result.expired
        ? 'unable to parse or verify signature, token has invalid claims: token is expired'
        : `unable to parse or verify signature, ${result.message}`,
    );
  }
  return result.claims;
}

/** bcrypt reads only this many bytes; a longer password would silently match its own prefix. */
export const MAX_PASSWORD_BYTES = 72;

/** Signup and password-change rules: GoTrue's defaults (6 to 72 characters). */
export function checkPassword(password: string): void {
  if (password.length < 6) throw authErrors.weakPassword();
  if (new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES) {
    throw authErrors.validation('Password cannot be longer than 72 characters');
  }
}

/**
 * An e-mail from a request body, normalised; '' when absent. Refused before anything else
 * touches it when it is longer than an address can be (GoTrue's limit and message), so no
 * lookup, limiter or log ever holds a huge string.
 */
export function emailInput(value: unknown): string {
  if (typeof value !== 'string') return '';
  if (isEmailTooLong(value)) throw authErrors.validation('An email address is too long');
  return normaliseEmail(value);
}

/**
 * Metadata is copied into every access token, and a token must fit in a request header (Node
 * accepts 16 KB of headers, many proxies 8 KB). 4 KB leaves room for the rest of the token;
 * more would let a user make every later request of theirs fail (431), locking them out.
 */
export const MAX_METADATA_BYTES = 4096;

export function checkMetadataSize(
  metadata: Record<string, unknown> | undefined,
  name = 'User metadata',
): void {
  if (!metadata) return;
  if (new TextEncoder().encode(JSON.stringify(metadata)).length > MAX_METADATA_BYTES) {
    throw authErrors.validation(`${name} is too large (at most ${MAX_METADATA_BYTES} bytes)`);
  }
}

export function emailInvalid(): AuthError {
  return new AuthError(
    400,
    'email_address_invalid',
    'Unable to validate email address: invalid format',
  );
}
