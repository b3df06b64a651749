/**
 * What an account call (sign in, register, sign out) reports when it fails. The sync layer
 * makes one from the server's answer, actions hand it to the UI, and the UI maps its code to
 * the specification's texts: it lives in domain/ because all three layers read it.
 */
export interface AuthFailure {
  /** Supabase's error code (`invalid_credentials`, `email_not_confirmed`, `user_already_exists`, `weak_password`, …). */
  code: string | null;
  message: string;
  status: number | null;
}

export function toFailure(
  error: { code?: string; message: string; status?: number } | null,
): AuthFailure | null {
  if (!error) return null;
  return { code: error.code ?? null, message: error.message, status: error.status ?? null };
}

/**
 * Codes for failures the server never answered: the request took longer than the app waits
 * (`TIMEOUT`), or it could not be sent or its answer was lost (`NETWORK`). The forms say so and
 * keep what was typed.
 */
export const TIMEOUT = 'request_timeout';
export const NETWORK = 'network_error';

export function timeoutFailure(): AuthFailure {
  return { code: TIMEOUT, message: 'The request timed out', status: null };
}

export function networkFailure(message: string): AuthFailure {
  return { code: NETWORK, message, status: null };
}

export function isUnanswered(failure: AuthFailure | null): boolean {
  return failure?.code === TIMEOUT || failure?.code === NETWORK;
}
