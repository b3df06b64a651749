import type { Context } from 'hono';
import type { AuthContext } from './context.ts';
import { authErrors } from './errors.ts';
import { checkMailInterval, mailLink } from './links.ts';
import { readPkce } from './pkce.ts';
import { emailInput, emailInvalid, readBody } from './request.ts';
import { findUserByEmail, isValidEmail } from './users.ts';

/** POST /recover: mails a recovery link; answers `{}` whether or not the address is known. */
export async function recover(ctx: AuthContext, c: Context): Promise<Response> {
  const body = await readBody(c);
  const email = emailInput(body.email);
  if (!email) throw authErrors.validation('Password recovery requires an email');
  if (!isValidEmail(email)) throw emailInvalid();
  const pkce = readPkce(body);
  await ctx.db.transaction(async (q) => {
    const user = await findUserByEmail(q, email);
    if (!user) return;
    checkMailInterval(ctx, user, 'recovery');
    await mailLink(ctx, q, user, 'recovery', c.req.query('redirect_to'), pkce);
  });
  return c.json({});
}
