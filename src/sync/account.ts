import type { AuthFailure } from '../domain/authFailure.ts';

/**
 * The account calls a user makes (sign in, register, sign out, password recovery) as the sync
 * layer offers them to actions. The app's implementation wraps supabase-js
 * (supabase/supabaseAccount.ts); the engine hears the resulting auth events through its
 * AuthPort and stores the session. Every call that waits for the server gives up after
 * ACCOUNT_TIMEOUT_MS and answers a `TIMEOUT` failure, so a form can say so.
 */

/** Specification: the app's payment client gives up after 30 s; account calls do the same. */
export const ACCOUNT_TIMEOUT_MS = 30_000;

export interface SignUpAnswer {
  error: AuthFailure | null;
  /**
   * The server answered with a user without identities: the address may already be
   * registered, and the specification treats it as "confirmation e-mail sent".
   */
  confirmationSent: boolean;
  /** The server signed the new user in at once (e-mail confirmation switched off). */
  signedIn: boolean;
}

/** What a link from an e-mail (confirmation, password recovery) did when the page opened. */
export interface EmailLinkAnswer {
  /** A session exists now (from the link, or from before). */
  signedIn: boolean;
  /** The link was refused (used, expired, altered). */
  error: AuthFailure | null;
}

export interface AccountPort {
  signIn(email: string, password: string): Promise<AuthFailure | null>;
  signUp(email: string, password: string, redirectTo?: string): Promise<SignUpAnswer>;
  /**
   * Signs out on the server (every device); when that fails (offline, server error) the
   * session still ends here. Returns the server's error message, if any.
   */
  signOut(): Promise<string | null>;
  /** Mails a password-recovery link that leads to `redirectTo`. */
  requestPasswordReset(email: string, redirectTo: string): Promise<AuthFailure | null>;
  /** Sets a new password for the signed-in user (after a recovery link: its session). */
  updatePassword(password: string): Promise<AuthFailure | null>;
  /** Waits until the session in this page's URL (a link from an e-mail) has been read. */
  completeEmailLink(): Promise<EmailLinkAnswer>;
}
