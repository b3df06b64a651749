import { type AuthFailure, NETWORK, TIMEOUT } from '../../domain/authFailure.ts';
import type { Note } from './form/FormNote.tsx';

/**
 * The specification's texts for what the server (or the network) answered: sections 5
 * ("Validation rules") and 8 ("The error catalogue"). A request that timed out or got no answer
 * says so (what was typed stays in the form).
 */
const error = (key: Note['key'], values?: Record<string, string>): Note => ({
  tone: 'error',
  key,
  ...(values ? { values } : {}),
});

function unanswered(failure: AuthFailure): Note | null {
  if (failure.code === TIMEOUT) return error('errors.timeout');
  if (failure.code === NETWORK) return error('errors.offline');
  return null;
}

/**
 * Sign-in failures: 'Email not confirmed' and 'Invalid login credentials' have their own texts;
 * another answer from the auth server is 'Sign in failed: {message}'; anything else is the
 * tab's generic text (day pass: 'An error occurred during login.').
 */
export function signInNote(
  failure: AuthFailure,
  generic: 'errors.daypassGeneric' | 'errors.generic',
): Note {
  const lost = unanswered(failure);
  if (lost) return lost;
  if (failure.code === 'email_not_confirmed' || failure.message === 'Email not confirmed') {
    return error('errors.emailNotConfirmed');
  }
  if (failure.code === 'invalid_credentials' || failure.message === 'Invalid login credentials') {
    return error('errors.invalidCredentials');
  }
  if (failure.status !== null && failure.status < 500 && failure.message) {
    return error('errors.signInFailed', { message: failure.message });
  }
  return error(generic);
}

const ALREADY_REGISTERED = new Set(['user_already_exists', 'email_exists']);

/**
 * Sign-up failures: an address already registered (409), a password too short (400), else
 * 'Registration failed: {message}'; no answer at all is the generic registration text.
 */
export function signUpNote(failure: AuthFailure): Note {
  const lost = unanswered(failure);
  if (lost) return lost;
  if ((failure.code && ALREADY_REGISTERED.has(failure.code)) || failure.status === 409) {
    return error('errors.alreadyRegistered');
  }
  if (failure.code === 'weak_password') return error('errors.passwordTooShort');
  if (failure.message) return error('errors.registrationFailed', { message: failure.message });
  return error('errors.registerGeneric');
}

/** The subscriber routes' refusals that belong to a field (the server checks input too). */
export const SUBSCRIBER_FIELD_PROBLEMS = {
  emailRequired: ['email', 'emailRequired'],
  invalidEmail: ['email', 'invalidEmail'],
  passwordRequired: ['password', 'passwordRequired'],
  weakPassword: ['password', 'passwordTooShort'],
  passwordMismatch: ['confirmation', 'passwordMismatch'],
} as const;

/** Other refusals of the subscriber routes: too many attempts, else the generic text. */
export function subscriberNote(failure: AuthFailure): Note {
  const lost = unanswered(failure);
  if (lost) return lost;
  if (failure.status === 429) return error('errors.tooManyAttempts');
  return error('errors.generic');
}

/** The day pass checkout could not be made. */
export function paymentNote(failure: AuthFailure): Note {
  return unanswered(failure) ?? error('errors.paymentLink');
}

/** Forgot and reset password: too many mails, else the auth server's message. */
export function passwordNote(failure: AuthFailure): Note {
  const lost = unanswered(failure);
  if (lost) return lost;
  if (failure.status === 429) return error('errors.tooManyAttempts');
  if (failure.code === 'weak_password') return error('errors.passwordTooShort');
  return error('errors.generic');
}
