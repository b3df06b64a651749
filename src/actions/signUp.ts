import { db as appDb, type RoutegidsDB } from '../db/database';
import { getMeta, NO_SESSION, setMeta } from '../db/meta';
import { getSupabase } from '../lib/supabaseClient';
import { startSync } from '../sync/runtime';
import { type AuthFailure, toFailure } from './authResult';

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
  db: RoutegidsDB = appDb,
): Promise<{ error: AuthFailure | null; outcome: SignUpOutcome | null }> {
  const client = await getSupabase();
  await startSync();
  const redirect = typeof window !== 'undefined' ? window.location.origin : undefined;
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: redirect ? { emailRedirectTo: redirect } : {},
  });
  if (error) return { error: toFailure(error), outcome: null };
  await db.transaction('rw', db.meta, async () => {
    const session = (await getMeta(db, 'session')) ?? NO_SESSION;
    await setMeta(db, 'session', { ...session, justRegistered: true, isFirstLogin: false });
  });
  const outcome = data.user?.identities?.length === 0 ? 'confirmation_sent' : 'signed_up';
  return { error: null, outcome };
}

/** The welcome for a first login was shown: clear the flag. */
export async function acknowledgeFirstLogin(db: RoutegidsDB = appDb): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const session = (await getMeta(db, 'session')) ?? NO_SESSION;
    if (session.isFirstLogin) await setMeta(db, 'session', { ...session, isFirstLogin: false });
  });
}
