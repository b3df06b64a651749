import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { AuthContext } from './context.ts';
import { AuthError, authErrors } from './errors.ts';
import { checkMailInterval, mailLink } from './links.ts';
import { hashPassword } from './passwords.ts';
import { readPkce } from './pkce.ts';
import {
  checkMetadataSize,
  checkPassword,
  emailInput,
  emailInvalid,
  readBody,
  record,
  str,
} from './request.ts';
import { createSession, tokenResponse } from './sessions.ts';
import {
  EMAIL_APP_METADATA,
  findUserByEmail,
  insertUser,
  isConfirmed,
  isValidEmail,
  userJson,
} from './users.ts';

/**
 * POST /signup, GoTrue's order of checks. With e-mail confirmation on (the hosted default) the
 * answer never reveals whether an address is registered: a confirmed address gets a fake user
 * with no identities and no mail is sent.
 */
export async function signup(ctx: AuthContext, c: Context): Promise<Response> {
  const body = await readBody(c);
  const email = emailInput(body.email);
  const password = str(body.password) ?? '';
  const data = record(body.data) ?? {};
  checkMetadataSize(data);
  if (!email) throw authErrors.validation('To signup, please provide your email');
  if (!password) throw authErrors.validation('Signup requires a valid password');
  checkPassword(password);
  if (!isValidEmail(email)) throw emailInvalid();
  const redirect = c.req.query('redirect_to');
  const pkce = readPkce(body);
  // Hashed before the transaction: bcrypt is slow and PGlite runs one transaction at a time.
  const passwordHash = await hashPassword(password, ctx.config.bcryptCost);

  const result = await ctx.db.transaction(async (q) => {
    const existing = await findUserByEmail(q, email);
    if (existing && isConfirmed(existing)) {
      if (ctx.config.autoconfirm)
        throw new AuthError(422, 'user_already_exists', 'User already registered');
      return obfuscatedUser(email, data);
    }
    if (existing) {
      checkMailInterval(ctx, existing, 'signup');
      return userJson(q, await mailLink(ctx, q, existing, 'signup', redirect, pkce));
    }
    const user = await insertUser(q, {
      email,
      passwordHash,
      userMetadata: data,
      confirmed: ctx.config.autoconfirm,
    });
    if (ctx.config.autoconfirm) {
      return tokenResponse(ctx, q, user, await createSession(q, user.id, 'password'));
    }
    return userJson(q, await mailLink(ctx, q, user, 'signup', redirect, pkce));
  });
  return c.json(result);
}

/** GoTrue's sanitizeUser: looks like a fresh signup, but identities is empty. */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: EMAIL_APP_METADATA,
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
