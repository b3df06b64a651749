import { cleanEmail, isEmailTooLong } from '../_shared/email.ts';

/** Input checks shared by the subscriber routes; the reasons match the UI's message keys. */
export type Invalid =
  | 'emailRequired'
  | 'invalidEmail'
  | 'passwordRequired'
  | 'passwordMismatch'
  | 'weakPassword';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The auth server's default minimum (the register form says "minimum 6 characters"). */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * An e-mail by the shared rule (../_shared/email.ts): `email` as the person typed it, cleaned
 * of invisible characters and spaces (for the payment provider, which compares case); `identity`
 * also lower-cased (for accounts and rate limits).
 */
export function readEmail(
  value: unknown,
): { email: string; identity: string } | { invalid: Invalid } {
  if (typeof value !== 'string') return { invalid: 'emailRequired' };
  if (isEmailTooLong(value)) return { invalid: 'invalidEmail' };
  const email = cleanEmail(value);
  if (email === '') return { invalid: 'emailRequired' };
  if (!EMAIL.test(email)) return { invalid: 'invalidEmail' };
  return { email, identity: email.toLowerCase() };
}

export function checkPassword(password: unknown, confirmation: unknown): Invalid | null {
  if (typeof password !== 'string' || password === '') return 'passwordRequired';
  if (password !== confirmation) return 'passwordMismatch';
  if (password.length < MIN_PASSWORD_LENGTH) return 'weakPassword';
  return null;
}

/** Parses a JSON object body; anything else is treated as an empty object. */
export async function jsonBody(req: {
  json(): Promise<unknown>;
}): Promise<Record<string, unknown>> {
  try {
    const body = await req.json();
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
