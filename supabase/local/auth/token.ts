import type { Context } from 'hono';
import type { AuthContext } from './context.ts';
import { AuthError, authErrors } from './errors.ts';
import { checkPassword } from './passwords.ts';
import { exchangePkceCode } from './pkce.ts';
import { emailInput, MAX_PASSWORD_BYTES, readBody, str } from './request.ts';
import { createSession, refreshSession, tokenResponse } from './sessions.ts';
import {
  findUserByEmail,
  isBanned,
  isConfirmed,
  NOW,
  syncEmailIdentity,
  updateUser,
} from './users.ts';

/** POST /token?grant_type=password|refresh_token|pkce (the grant type is a query parameter). */
export async function token(ctx: AuthContext, c: Context): Promise<Response> {
  const body = await readBody(c);
  switch (c.req.query('grant_type')) {
    case 'password':
      return c.json(await passwordGrant(ctx, body));
    case 'refresh_token': {
      const refreshToken = str(body.refresh_token);
      if (!refreshToken) {
        return c.json(
          { error: 'invalid_request', error_description: 'refresh_token required' },
          400,
        );
      }
      return c.json(await refreshSession(ctx, refreshToken));
    }
    case 'pkce':
      return c.json(await exchangePkceCode(ctx, str(body.auth_code), str(body.code_verifier)));
    default:
      throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  }
}

/**
 * Wrong password, unknown e-mail and a user without a password all give the same answer; only
 * a correct password can reveal "Email not confirmed". Failures count per address.
 */
async function passwordGrant(
  ctx: AuthContext,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const email = emailInput(body.email);
  const password = str(body.password) ?? '';
  if (!email && !str(body.phone))
    throw authErrors.validation(
      'Only an email address or phone number should be provided on login.',
    );
  if (ctx.limiter.isLocked(email)) throw authErrors.overRequestRate();
  // No stored password is longer (sign-up refuses them), and bcrypt would compare only the
  // first 72 bytes: a longer one never matches, as with GoTrue, and is never queued for hashing.
  if (new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES) {
    ctx.limiter.recordFailure(email);
    throw authErrors.invalidCredentials();
  }

  const user = await findUserByEmail(ctx.db, email);
  if (!(await checkPassword(password, user?.encrypted_password ?? null)) || !user) {
    ctx.limiter.recordFailure(email);
    throw authErrors.invalidCredentials();
  }
  if (isBanned(user)) throw authErrors.userBanned();
  if (!isConfirmed(user)) throw authErrors.emailNotConfirmed();
  ctx.limiter.reset(email);

  return ctx.db.transaction(async (q) => {
    const signedIn = await updateUser(q, user.id, { last_sign_in_at: NOW });
    await syncEmailIdentity(q, signedIn, true);
    return tokenResponse(ctx, q, signedIn, await createSession(q, user.id, 'password'));
  });
}
