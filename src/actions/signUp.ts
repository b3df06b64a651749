import { db as appDb, type RoutegidsDB } from '../db/database.ts';
import { getMeta, NO_SESSION, setMeta } from '../db/meta.ts';
import type { AuthFailure } from '../domain/authFailure.ts';
import { normaliseEmail } from '../domain/email.ts';
import { type AccountContext, appAccountContext } from './accountContext.ts';

export type SignUpOutcome =
  /** A user with zero identities: treated as "confirmation e-mail sent" (specification). */
  | 'confirmation_sent'
  /** Registered and signed in at once (e-mail confirmation switched off on the server). */
  | 'signed_in'
  /** Registered; the server mailed a confirmation link, and nobody is signed in yet. */
  | 'signed_up';

/**
 * Registers with e-mail and password; the confirmation link leads to the app's callback
 * screen. On success the session record gets `justRegistered`; the next sign-in (the link,
 * or the form) turns it into `isFirstLogin`, which sends a day-pass registration on to pay.
 */
export async function signUp(
  email: string,
  password: string,
  ctx: AccountContext = appAccountContext(),
): Promise<{ error: AuthFailure | null; outcome: SignUpOutcome | null }> {
  const account = await ctx.account();
  // Before the call: an auto-confirmed sign-up signs in at once, and that sign-in must
  // already see that it follows a registration.
  await markJustRegistered(ctx.db, true);
  const answer = await account.signUp(normaliseEmail(email), password, ctx.redirectTo());
  if (answer.error) {
    await markJustRegistered(ctx.db, false);
    return { error: answer.error, outcome: null };
  }
  if (answer.confirmationSent) return { error: null, outcome: 'confirmation_sent' };
  return { error: null, outcome: answer.signedIn ? 'signed_in' : 'signed_up' };
}

async function markJustRegistered(db: RoutegidsDB, value: boolean): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const session = (await getMeta(db, 'session')) ?? NO_SESSION;
    if (session.user && value) return; // someone is signed in: this is not their first login
    await setMeta(db, 'session', { ...session, justRegistered: value, isFirstLogin: false });
  });
}

/** The welcome for a first login was shown: clear the flag. */
export async function acknowledgeFirstLogin(db: RoutegidsDB = appDb): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const session = (await getMeta(db, 'session')) ?? NO_SESSION;
    if (session.isFirstLogin) await setMeta(db, 'session', { ...session, isFirstLogin: false });
  });
}
