import type { SupabaseClient } from '@supabase/supabase-js';
import type { SessionUser } from '../../db/meta.ts';
import type { AuthPort } from '../auth.ts';
import type { AuthEventName } from '../session.ts';

const KNOWN: readonly AuthEventName[] = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'MFA_CHALLENGE_VERIFIED',
];

type Listener = (event: AuthEventName, user: SessionUser | null) => void;

export interface SupabaseAuthOptions {
  /** Removes the stored session (supabase-js's storage key) when the server cannot be told. */
  forgetSession?: () => void;
}

/** The engine's auth port over supabase-js's auth client. */
export function createSupabaseAuth(
  client: SupabaseClient,
  opts: SupabaseAuthOptions = {},
): AuthPort {
  const listeners = new Set<Listener>();
  return {
    subscribe(cb) {
      listeners.add(cb);
      const { data } = client.auth.onAuthStateChange((event, session) => {
        if (!(KNOWN as readonly string[]).includes(event)) return;
        const user: SessionUser | null = session?.user
          ? { id: session.user.id, email: session.user.email ?? null }
          : null;
        cb(event as AuthEventName, user);
      });
      return () => {
        listeners.delete(cb);
        data.subscription.unsubscribe();
      };
    },
    async signOut() {
      const { error } = await client.auth.signOut({ scope: 'local' });
      if (!error) return;
      // supabase-js keeps the session when it cannot reach the server (offline). Access ended
      // on this device regardless: forget the session here and say so.
      opts.forgetSession?.();
      for (const cb of listeners) cb('SIGNED_OUT', null);
    },
  };
}
