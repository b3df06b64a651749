import type { Context } from 'hono';
import type { AuthContext } from './context.ts';
import { AuthError } from './errors.ts';
import { checkMailInterval, mailLink } from './links.ts';
import { hashPassword, checkPassword as passwordMatches } from './passwords.ts';
import { readPkce } from './pkce.ts';
import {
  checkMetadataSize,
  checkPassword,
  emailInput,
  emailInvalid,
  readBody,
  record,
  requireUser,
  str,
} from './request.ts';
import { endSessions } from './sessions.ts';
import { findUserByEmail, isValidEmail, updateUser, userJson } from './users.ts';

/** GET /user: the caller's own user, from a JWT whose session still exists. */
export async function getUser(ctx: AuthContext, c: Context): Promise<Response> {
  const { user } = await requireUser(ctx, c);
  return c.json(await userJson(ctx.db, user));
}

/**
 * PUT /user: password (also in a recovery session), user_metadata, e-mail. A new password ends
 * the user's other sessions; an e-mail change waits for the link sent to the new address.
 */
export async function updateCurrentUser(ctx: AuthContext, c: Context): Promise<Response> {
  const caller = await requireUser(ctx, c);
  const body = await readBody(c);
  if (body.app_metadata !== undefined) {
    throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
  }
  const password = str(body.password);
  const data = record(body.data);
  const email = body.email === undefined ? undefined : emailInput(body.email);
  let newHash: string | undefined;
  if (password !== undefined) {
    checkPassword(password);
    if (await passwordMatches(password, caller.user.encrypted_password)) {
      throw new AuthError(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    }
    newHash = await hashPassword(password, ctx.config.bcryptCost);
  }
  if (email !== undefined && !isValidEmail(email)) throw emailInvalid();

  const updated = await ctx.db.transaction(async (q) => {
    let user = caller.user;
    if (newHash) {
      user = await updateUser(q, user.id, {
        encrypted_password: newHash,
        confirmation_token: '',
        recovery_token: '',
        email_change_token_new: '',
        email_change: '',
      });
      await endSessions(q, user.id, 'others', caller.sessionId);
    }
    if (data) {
      const merged = mergeMetadata(user.raw_user_meta_data, data);
      checkMetadataSize(merged);
      user = await updateUser(q, user.id, { raw_user_meta_data: merged });
    }
    if (email && email !== user.email) {
      const owner = await findUserByEmail(q, email);
      if (owner && owner.id !== user.id) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      if (ctx.config.autoconfirm) {
        user = await updateUser(q, user.id, { email });
      } else {
        checkMailInterval(ctx, user, 'email_change');
        user = await updateUser(q, user.id, { email_change: email });
        user = await mailLink(
          ctx,
          q,
          user,
          'email_change',
          c.req.query('redirect_to'),
          readPkce(body),
        );
      }
    }
    return userJson(q, user);
  });
  return c.json(updated);
}

/** GoTrue merges user_metadata key by key; a null value removes the key. */
function mergeMetadata(
  current: Record<string, unknown> | null,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
