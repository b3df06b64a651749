import { type AccountContext, appAccountContext } from './accountContext.ts';

/**
 * Signs out everywhere when the server can be reached; offline (or if the server fails) the
 * session still ends on this device. Either way the sync engine clears access and removes
 * what only the signed-in user could read. Returns the server's error, if any, for logging.
 */
export async function signOut(
  ctx: Pick<AccountContext, 'account'> = appAccountContext(),
): Promise<{ error: string | null }> {
  const account = await ctx.account();
  const error = await account.signOut();
  if (error) console.warn(`Error signing out: ${error}`);
  return { error };
}
