import type { Context } from 'hono';
import type { AuthContext } from './context.ts';
import { AuthError, authErrors } from './errors.ts';
import { sessionExists } from './sessions.ts';
import { findUserById, type UserRow } from './users.ts';

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

/** Signup and password-change rules: GoTrue's defaults (6 to 72 characters). */
export function checkPassword(password: string): void {
  if (password.length < 6) throw authErrors.weakPassword();
  // bcrypt reads only 72 bytes; a longer password would silently match its own prefix.
  if (new TextEncoder().encode(password).length > 72) {
    throw authErrors.validation('Password cannot be longer than 72 characters');
  }
}

export function emailInvalid(): AuthError {
  return new AuthError(
    400,
    'email_address_invalid',
    'Unable to validate email address: invalid format',
  );
}
