import type { AuthFailure } from '../domain/authFailure.ts';
import { normaliseEmail } from '../domain/email.ts';
import { appAccountContext, type PaidAccessContext } from './accountContext.ts';

/**
 * Forgot password: mails a recovery link that opens the reset screen. The server answers the
 * same whether or not the address has an account, so the form cannot be used to find users.
 */
export async function requestPasswordReset(
  email: string,
  ctx: Pick<PaidAccessContext, 'account' | 'recoveryRedirectTo'> = appAccountContext(),
): Promise<{ error: AuthFailure | null }> {
  const account = await ctx.account();
  return {
    error: await account.requestPasswordReset(normaliseEmail(email), ctx.recoveryRedirectTo()),
  };
}

/** Reset password: the recovery link signed the user in; this sets the new password. */
export async function resetPassword(
  password: string,
  ctx: Pick<PaidAccessContext, 'account'> = appAccountContext(),
): Promise<{ error: AuthFailure | null }> {
  const account = await ctx.account();
  return { error: await account.updatePassword(password) };
}
