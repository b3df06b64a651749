import type { EmailLinkAnswer } from '../sync/account.ts';
import { appAccountContext, type PaidAccessContext } from './accountContext.ts';

/**
 * A link from an e-mail opened this page (`/auth/callback`, `/reset-password`): waits until
 * its session has been read, and says whether someone is signed in now.
 */
export async function completeEmailLink(
  ctx: Pick<PaidAccessContext, 'account'> = appAccountContext(),
): Promise<EmailLinkAnswer> {
  const account = await ctx.account();
  return account.completeEmailLink();
}
