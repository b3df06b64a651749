import type { SessionUser } from '../db/meta.ts';
import type { AuthEventName } from './session.ts';

/**
 * The engine's view of authentication. The app's implementation wraps supabase-js
 * (supabase/supabaseAuth.ts); tests drive a fake. `subscribe` must report the initial session
 * first (INITIAL_SESSION), as supabase-js's onAuthStateChange does.
 */
export interface AuthPort {
  subscribe(cb: (event: AuthEventName, user: SessionUser | null) => void): () => void;
  /** Ends the session on this device; must work offline. */
  signOut(): Promise<void>;
}
