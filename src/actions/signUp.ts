import { db as appDb, type RoutegidsDB } from '../db/database.ts';
import { getMeta, NO_SESSION, setMeta } from '../db/meta.ts';
import type { AuthFailure } from '../domain/authFailure.ts';
import { type AccountContext, appAccountContext } from './accountContext.ts';

export type SignUpOutcome =
  /** A user with zero identities: treated as "confirmation e-mail sent" (specification). */
  | 'confirmation_sent'
  /** Signed up (auto-confirmed or status unclear). */
  | 'signed_up';

/**
 * Registers with e-mail and password (redirect back to this site). On success the session
 * record gets `justRegistered`; the next sign-in turns it into `isFirstLogin`.
 */
export async function signUp(
  email: string,
  password: string,
  ctx: AccountContext = appAccountContext(),
): Promise<{ error: AuthFailure | null; outcome: SignUpOutcome | null }> {
  const account = await ctx.account();
  const answer = await account.signUp(email.trim(), password, ctx.redirectTo());
  if (answer.error) return { error: answer.error, outcome: null };
  await ctx.db.transaction('rw', ctx.db.meta, async () => {
    const session = (await getMeta(ctx.db, 'session')) ?? NO_SESSION;
    await setMeta(ctx.db, 'session', { ...session, justRegistered: true, isFirstLogin: false });
  });
  return { error: null, outcome: answer.confirmationSent ? 'confirmation_sent' : 'signed_up' };
}

/** The welcome for a first login was shown: clear the flag. */
export async function acknowledgeFirstLogin(db: RoutegidsDB = appDb): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const session = (await getMeta(db, 'session')) ?? NO_SESSION;
    if (session.isFirstLogin) await setMeta(db, 'session', { ...session, isFirstLogin: false });
  });
}
