import { db as appDb, type RoutegidsDB } from '../db/database';
import { getMeta, NO_SESSION, setMeta } from '../db/meta';
import { authStorage } from '../lib/authStorage';
import { getSupabase } from '../lib/supabaseClient';
import { startSync } from '../sync/runtime';
import { type AuthFailure, toFailure } from './authResult';

/**
 * Signs in with e-mail and password. "remember" chooses where the session is kept
 * (localStorage, else sessionStorage). The sync engine hears the sign-in, stores the session,
 * checks access and pulls what the user may now read.
 */
export async function signIn(
  email: string,
  password: string,
  remember: boolean,
  db: RoutegidsDB = appDb,
): Promise<{ error: AuthFailure | null }> {
  authStorage().setRemember(remember);
  await setRemembered(db, remember);
  const client = await getSupabase();
  await startSync();
  const { error } = await client.auth.signInWithPassword({ email, password });
  return { error: toFailure(error) };
}

export async function setRemembered(db: RoutegidsDB, remember: boolean): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const session = (await getMeta(db, 'session')) ?? NO_SESSION;
    await setMeta(db, 'session', { ...session, remember });
  });
}
