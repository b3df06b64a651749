import type { Context } from 'hono';
import type { Queryable } from '../database.ts';
import type { AuthContext } from './context.ts';
import { AuthError, authErrors } from './errors.ts';
import { AMR_FOR_LINK, type LinkType, linkExpired, tokenColumn } from './links.ts';
import { tokenHash } from './otp.ts';
import { issueAuthCode } from './pkce.ts';
import { resolveRedirect } from './redirects.ts';
import { emailInput, readBody, str } from './request.ts';
import { createSession, tokenResponse } from './sessions.ts';
import {
  findUserByToken,
  NOW,
  normaliseEmail,
  syncEmailIdentity,
  type UserRow,
  updateUser,
} from './users.ts';

/**
 * E-mail links. GET (the link itself) confirms and 303-redirects to the app: implicit links with
 * the session in the URL fragment, PKCE links with `?code=`, failures with `#error=…`. POST
 * (`verifyOtp`) answers with a session as JSON. Every token works once.
 */
const LINK_TYPES = new Set<string>(['signup', 'invite', 'recovery', 'magiclink', 'email_change']);

export async function verifyGet(ctx: AuthContext, c: Context): Promise<Response> {
  const token = c.req.query('token') ?? '';
  const type = c.req.query('type') ?? '';
  if (!token) throw authErrors.validation('Verify requires a token or a token hash');
  if (!LINK_TYPES.has(type)) {
    throw authErrors.validation('Verify requires a verification type');
  }
  const redirectTo = resolveRedirect(
    c.req.query('redirect_to'),
    ctx.siteUrl(),
    ctx.config.redirectAllowList,
  );
  const linkType = type as LinkType;
  const outcome = await ctx.db.transaction(async (q) => {
    const user = await consumeToken(ctx, q, linkType, token);
    if (!user) return null;
    if (token.startsWith('pkce_'))
      return { code: await issueAuthCode(q, user.id, AMR_FOR_LINK[linkType]) };
    return { session: await tokenResponse(ctx, q, user, await createSession(q, user.id, 'otp')) };
  });
  if (!outcome || ('code' in outcome && !outcome.code))
    return c.redirect(errorRedirect(redirectTo), 303);
  if ('code' in outcome) {
    const url = new URL(redirectTo);
    url.searchParams.set('code', outcome.code ?? '');
    return c.redirect(url.toString(), 303);
  }
  return c.redirect(sessionRedirect(redirectTo, outcome.session, type), 303);
}

export async function verifyPost(ctx: AuthContext, c: Context): Promise<Response> {
  const body = await readBody(c);
  const type = str(body.type) ?? '';
  const hash = str(body.token_hash);
  const otp = str(body.token);
  const email = emailInput(body.email);
  const linkType: LinkType | null =
    type === 'email' ? 'signup' : LINK_TYPES.has(type) ? (type as LinkType) : null;
  if (!linkType) throw authErrors.validation('Verify requires a verification type');
  if (!hash && !(otp && email))
    throw authErrors.validation('Verify requires either a token or a token hash');
  const session = await ctx.db.transaction(async (q) => {
    const tryType = async (t: LinkType) => {
      const h = hash ?? tokenHash(email, otp ?? '');
      return consumeToken(ctx, q, t, h, hash ? undefined : email);
    };
    // "email" covers both a signup confirmation and a magic link, as in GoTrue.
    const user =
      (await tryType(linkType)) ?? (type === 'email' ? await tryType('magiclink') : null);
    if (!user) return null;
    return tokenResponse(ctx, q, user, await createSession(q, user.id, 'otp'));
  });
  if (!session) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  return c.json(session);
}

/** Finds the user holding this token, applies what the link stands for, and spends it. */
async function consumeToken(
  ctx: AuthContext,
  q: Queryable,
  type: LinkType,
  hash: string,
  email?: string,
): Promise<UserRow | null> {
  const user = await findUserByToken(q, tokenColumn(type), hash);
  if (!user || linkExpired(ctx, user, type)) return null;
  const address = type === 'email_change' ? user.email_change : user.email;
  if (email && normaliseEmail(address) !== email) return null;
  const verified = { ...(user.raw_user_meta_data ?? {}), email_verified: true };
  const updated = await updateUser(q, user.id, {
    [tokenColumn(type)]: '',
    email_confirmed_at: user.email_confirmed_at ? undefined : NOW,
    raw_user_meta_data: verified,
    last_sign_in_at: NOW,
    ...(type === 'email_change' ? { email: user.email_change, email_change: '' } : {}),
  });
  await syncEmailIdentity(q, updated, true);
  return updated;
}

function sessionRedirect(
  redirectTo: string,
  session: Record<string, unknown>,
  type: string,
): string {
  const fragment = new URLSearchParams({
    access_token: String(session.access_token),
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: String(session.refresh_token),
    sb: '',
    token_type: 'bearer',
    type,
  });
  return `${withoutFragment(redirectTo)}#${fragment.toString()}`;
}

function errorRedirect(redirectTo: string): string {
  const fragment = new URLSearchParams({
    error: 'access_denied',
    error_code: 'otp_expired',
    error_description: 'Email link is invalid or has expired',
    sb: '',
  });
  return `${withoutFragment(redirectTo)}#${fragment.toString()}`;
}

function withoutFragment(url: string): string {
  const i = url.indexOf('#');
  return i < 0 ? url : url.slice(0, i);
}
