import type { RoutegidsDB } from '../db/database.ts';
import { getMeta, NO_SESSION, setMeta } from '../db/meta.ts';
import type { AuthFailure } from '../domain/authFailure.ts';
import { type AccountContext, appAccountContext } from './accountContext.ts';

/**
 * Signs in with e-mail and password. "remember" chooses where the session is kept
 * (localStorage, else sessionStorage). The sync engine hears the sign-in, stores the session,
 * checks access and pulls what the user may now read.
 */
export async function signIn(
  email: string,
  password: string,
  remember: boolean,
  ctx: AccountContext = appAccountContext(),
): Promise<{ error: AuthFailure | null }> {
  ctx.storage.setRemember(remember);
  await setRemembered(ctx.db, remember);
  const account = await ctx.account();
  return { error: await account.signIn(email.trim(), password) };
}

export async function setRemembered(db: RoutegidsDB, remember: boolean): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const session = (await getMeta(db, 'session')) ?? NO_SESSION;
    await setMeta(db, 'session', { ...session, remember });
  });
}
