import { normaliseEmail } from './email.ts';

/**
 * The account forms' input rules (specification, "Validation rules"), checked in the browser
 * before anything is sent. Each problem names the text the form shows; the server checks the
 * same again and its answer wins.
 */
export type FieldProblem =
  | 'emailRequired'
  | 'invalidEmail'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordMismatch'
  | 'emailMismatch'
  | 'termsRequired';

/** Specification: the password minimum is 6 characters (passwords are case sensitive). */
export const MIN_PASSWORD_LENGTH = 6;

/** The server's pattern (supabase/functions/api/validation.ts): something@something.tld. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL_LENGTH = 254;

/** A form's problems in the order of its fields: the first one gets the focus. */
export type Problems<F extends string> = [field: F, problem: FieldProblem][];

export function emailProblem(raw: string): FieldProblem | null {
  const email = normaliseEmail(raw);
  if (email === '') return 'emailRequired';
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email)) return 'invalidEmail';
  return null;
}

/** `minimum`: a new password (register, activate, reset) must have 6 characters. */
export function passwordProblem(password: string, minimum = false): FieldProblem | null {
  if (password === '') return 'passwordRequired';
  if (minimum && password.length < MIN_PASSWORD_LENGTH) return 'passwordTooShort';
  return null;
}

function collect<F extends string>(checks: [F, FieldProblem | null][]): Problems<F> {
  return checks.filter((c): c is [F, FieldProblem] => c[1] !== null);
}

export function signInProblems(input: { email: string; password: string }) {
  return collect<'email' | 'password'>([
    ['email', emailProblem(input.email)],
    ['password', passwordProblem(input.password)],
  ]);
}

export function emailOnlyProblems(input: { email: string }) {
  return collect<'email'>([['email', emailProblem(input.email)]]);
}

/** Register for a day pass: e-mail twice, password (minimum 6), terms; in the form's order. */
export function registerProblems(input: {
  terms: boolean;
  email: string;
  emailConfirmation: string;
  password: string;
}) {
  const email = emailProblem(input.email);
  const same = normaliseEmail(input.email) === normaliseEmail(input.emailConfirmation);
  return collect<'terms' | 'email' | 'emailConfirmation' | 'password'>([
    ['email', email],
    ['emailConfirmation', email === null && !same ? 'emailMismatch' : null],
    ['password', passwordProblem(input.password, true)],
    ['terms', input.terms ? null : 'termsRequired'],
  ]);
}

/** A new password and its confirmation (subscriber activation, reset password). */
export function newPasswordProblems(input: { password: string; confirmation: string }) {
  const password = passwordProblem(input.password, true);
  return collect<'password' | 'confirmation'>([
    ['password', password],
    [
      'confirmation',
      password === null && input.password !== input.confirmation ? 'passwordMismatch' : null,
    ],
  ]);
}
