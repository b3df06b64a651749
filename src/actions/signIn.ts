import type { RoutegidsDB } from '../db/database.ts';
import { getMeta, NO_SESSION, setMeta } from '../db/meta.ts';
import type { AuthFailure } from '../domain/authFailure.ts';
import { normaliseEmail } from '../domain/email.ts';
import {
  type AccountContext,
  appAccountContext,
  type PaidAccessContext,
} from './accountContext.ts';
import { accessKind, checkAccessNow, type Entitlement } from './checkAccessNow.ts';

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
  return { error: await account.signIn(normaliseEmail(email), password) };
}

export type SignedInAccess =
  | { error: AuthFailure }
  /** Signed in; `access` is what the server granted, or 'unknown' when it could not say. */
  | { error: null; access: Entitlement | 'unknown' };

/**
 * The two sign-in tabs: sign in, then ask the server what the account may open, so the form
 * can say "No active day pass found." (or that a subscription is required). The user stays
 * signed in either way: a signed-in user may like stops and buy a day pass.
 */
export async function signInAndCheckAccess(
  email: string,
  password: string,
  remember: boolean,
  ctx: PaidAccessContext = appAccountContext(),
): Promise<SignedInAccess> {
  const { error } = await signIn(email, password, remember, ctx);
  if (error) return { error };
  const { record, answered } = await checkAccessNow(ctx);
  return { error: null, access: answered ? accessKind(record) : 'unknown' };
}

export async function setRemembered(db: RoutegidsDB, remember: boolean): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const session = (await getMeta(db, 'session')) ?? NO_SESSION;
    await setMeta(db, 'session', { ...session, remember });
  });
}
