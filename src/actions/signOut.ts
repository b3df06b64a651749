import { getSupabase } from '../lib/supabaseClient';
import { endLocalSession } from '../sync/runtime';
import { errorMessage } from '../sync/transport';

/**
 * Signs out everywhere when the server can be reached; offline (or if the server fails) the
 * session still ends on this device. Either way the sync engine clears access and removes
 * what only the signed-in user could read. Returns the server's error, if any, for logging.
 */
export async function signOut(): Promise<{ error: string | null }> {
  let serverError: string | null = null;
  try {
    const client = await getSupabase();
    const { error } = await client.auth.signOut();
    if (!error) return { error: null };
    serverError = error.message;
  } catch (e) {
    serverError = errorMessage(e);
  }
  console.warn(`Error signing out: ${serverError}`);
  await endLocalSession();
  return { error: serverError };
}
