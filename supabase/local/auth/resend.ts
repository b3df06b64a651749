import type { Context } from 'hono';
import type { AuthContext } from './context.ts';
import { authErrors } from './errors.ts';
import { checkMailInterval, mailLink } from './links.ts';
import { readPkce } from './pkce.ts';
import { emailInput, readBody, str } from './request.ts';
import { findUserByEmail, isConfirmed } from './users.ts';

/**
 * POST /resend: a new signup or e-mail-change link (the old one stops working). Unknown or
 * already confirmed addresses get the same `{}` without a mail.
 */
export async function resend(ctx: AuthContext, c: Context): Promise<Response> {
  const body = await readBody(c);
  const type = str(body.type);
  if (type !== 'signup' && type !== 'email_change') {
    throw authErrors.validation(
      'Missing one of these types: signup, email_change, sms, phone_change',
    );
  }
  const email = emailInput(body.email);
  if (!email) throw authErrors.validation('An email address is required');
  const pkce = readPkce(body);
  await ctx.db.transaction(async (q) => {
    const user = await findUserByEmail(q, email);
    if (!user) return;
    if (type === 'signup' && isConfirmed(user)) return;
    if (type === 'email_change' && !user.email_change) return;
    checkMailInterval(ctx, user, type);
    await mailLink(ctx, q, user, type, c.req.query('redirect_to'), pkce);
  });
  return c.json({});
}
