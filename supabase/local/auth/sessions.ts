import { randomUUID } from 'node:crypto';
import type { Queryable } from '../database.ts';
import type { AuthContext } from './context.ts';
import { AuthError } from './errors.ts';
import { randomToken } from './otp.ts';
import { findUserById, type UserRow, userJson } from './users.ts';

/**
 * Sessions and refresh tokens with GoTrue's rotation rules: every refresh revokes the token it
 * used and issues a child; replaying a revoked token inside the reuse window (a client that lost
 * the response) is forgiven, outside it the whole session is revoked as a likely theft.
 */
export type AmrMethod =
  | 'password'
  | 'otp'
  | 'email/signup'
  | 'recovery'
  | 'invite'
  | 'magiclink'
  | 'email_change';

export type SessionTokens = { sessionId: string; refreshToken: string };

/** GoTrue records how a session was authenticated here; the JWT's `amr` claim reads it. */
export const AMR_TABLE_SQL = `
create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);
alter table auth.mfa_amr_claims enable row level security;
revoke all on auth.mfa_amr_claims from anon, authenticated;`;

export async function createSession(
  q: Queryable,
  userId: string,
  amr: AmrMethod,
): Promise<SessionTokens> {
  const sessionId = randomUUID();
  await q.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`,
    [sessionId, userId],
  );
  await q.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, $3)`,
    [sessionId, amr, randomUUID()],
  );
  const refreshToken = await insertRefreshToken(q, userId, sessionId, null);
  return { sessionId, refreshToken };
}

async function insertRefreshToken(
  q: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = randomToken();
  await q.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

export async function sessionExists(q: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return rows.length > 0;
}

/** GoTrue's AccessTokenResponse for a session. */
export async function tokenResponse(
  ctx: AuthContext,
  q: Queryable,
  user: UserRow,
  tokens: SessionTokens,
): Promise<Record<string, unknown>> {
  const { accessToken, expiresAt } = await signAccessToken(ctx, q, user, tokens.sessionId);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: tokens.refreshToken,
    user: await userJson(q, user),
  };
}

async function signAccessToken(
  ctx: AuthContext,
  q: Queryable,
  user: UserRow,
  sessionId: string,
): Promise<{ accessToken: string; expiresAt: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const expiresAt = iat + ctx.config.jwtExpirySeconds;
  const { rows } = await q.query<{ authentication_method: string; created_at: Date | string }>(
    'select authentication_method, created_at from auth.mfa_amr_claims where session_id = $1 order by created_at',
    [sessionId],
  );
  const accessToken = await ctx.signer.sign({
    iss: `${ctx.publicUrl()}/auth/v1`,
    sub: user.id,
    aud: 'authenticated',
    exp: expiresAt,
    iat,
    email: user.email ?? '',
    phone: '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: 'aal1',
    amr: rows.map((r) => ({
      method: r.authentication_method,
      timestamp: Math.floor(new Date(r.created_at).getTime() / 1000),
    })),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  });
  return { accessToken, expiresAt };
}

type RefreshTokenRow = {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date | string;
  session_id: string | null;
};

const refreshErrors = {
  notFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  alreadyUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  noSession: () =>
    new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
};

/** The refresh_token grant, in one transaction with the token row locked. */
export async function refreshSession(
  ctx: AuthContext,
  refreshToken: string,
): Promise<Record<string, unknown>> {
  // A reused token's revocation must commit even though the caller gets an error, so the
  // transaction returns null for it and the error is raised after the commit.
  const response = await ctx.db.transaction(async (q) => {
    const { rows } = await q.query<RefreshTokenRow>(
      `select id, token, user_id, revoked, updated_at, session_id from auth.refresh_tokens
       where token = $1 for update`,
      [refreshToken],
    );
    const token = rows[0];
    if (!token) throw refreshErrors.notFound();
    if (!token.session_id || !(await sessionExists(q, token.session_id)))
      throw refreshErrors.noSession();
    const user = await findUserById(q, token.user_id);
    if (!user) throw refreshErrors.noSession();
    const sessionId = token.session_id;
    const next = token.revoked
      ? await reuseOrRevoke(ctx, q, token, sessionId)
      : await rotate(q, token, sessionId);
    if (next === null) return null;
    await q.query(
      'update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1',
      [sessionId],
    );
    return tokenResponse(ctx, q, user, { sessionId, refreshToken: next });
  });
  if (!response) throw refreshErrors.alreadyUsed();
  return response;
}

async function rotate(q: Queryable, token: RefreshTokenRow, sessionId: string): Promise<string> {
  await q.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [
    token.id,
  ]);
  return insertRefreshToken(q, token.user_id, sessionId, token.token);
}

async function reuseOrRevoke(
  ctx: AuthContext,
  q: Queryable,
  token: RefreshTokenRow,
  sessionId: string,
): Promise<string | null> {
  const { rows } = await q.query<{ token: string; parent: string | null }>(
    `select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false
     order by id desc limit 1`,
    [sessionId],
  );
  const active = rows[0];
  // The client refreshed but never stored the answer: hand back the token it missed.
  if (active && active.parent === token.token) return active.token;
  const revokedAt = new Date(token.updated_at).getTime();
  if (Date.now() - revokedAt < ctx.config.refreshTokenReuseSeconds * 1000) {
    return insertRefreshToken(q, token.user_id, sessionId, token.token);
  }
  await q.query('delete from auth.sessions where id = $1', [sessionId]);
  return null;
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function endSessions(
  q: Queryable,
  userId: string,
  scope: LogoutScope,
  currentSessionId: string | undefined,
): Promise<void> {
  if (scope === 'local') {
    if (currentSessionId)
      await q.query('delete from auth.sessions where id = $1', [currentSessionId]);
    return;
  }
  if (scope === 'others') {
    await q.query('delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid', [
      userId,
      currentSessionId ?? null,
    ]);
    return;
  }
  await q.query('delete from auth.sessions where user_id = $1', [userId]);
}
