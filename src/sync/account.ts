import type { AuthFailure } from '../domain/authFailure.ts';

/**
 * The account calls a user makes (sign in, register, sign out) as the sync layer offers them
 * to actions. The app's implementation wraps supabase-js (supabase/supabaseAccount.ts); the
 * engine hears the resulting auth events through its AuthPort and stores the session.
 */

export interface SignUpAnswer {
  error: AuthFailure | null;
  /**
   * The server answered with a user without identities: the address may already be
   * registered, and the specification treats it as "confirmation e-mail sent".
   */
  confirmationSent: boolean;
}

export interface AccountPort {
  signIn(email: string, password: string): Promise<AuthFailure | null>;
  signUp(email: string, password: string, redirectTo?: string): Promise<SignUpAnswer>;
  /**
   * Signs out on the server (every device); when that fails (offline, server error) the
   * session still ends here. Returns the server's error message, if any.
   */
  signOut(): Promise<string | null>;
}
