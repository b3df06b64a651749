/**
 * E-mail addresses as one rule everywhere: the auth server (sign-up, sign-in, recovery, …), the
 * subscriber lookup, the payment provider lookup, and the browser before it sends an address.
 * An address typed with a zero-width space, a trailing space, another case or a decomposed
 * accent is the same address, not a second account.
 *
 * It lives in `supabase/functions/_shared` because an edge function can only import files
 * under `supabase/functions` when Supabase deploys it; the local server and `src/` import it
 * from here (it has no imports and touches no platform API).
 */

/** GoTrue refuses longer addresses ("An email address is too long"), counted in UTF-8 bytes. */
export const MAX_EMAIL_BYTES = 255;

/**
 * Longer raw input is refused before any work is done on it: invisible characters never make
 * up more than a few of an address, so anything this long cannot clean up to 255 bytes.
 */
const MAX_RAW_LENGTH = 4 * MAX_EMAIL_BYTES;

/**
 * Format characters (Unicode category Cf: zero-width space and joiners, word joiner, byte
 * order mark, soft hyphen, bidi controls) render as nothing, so a person cannot see or type
 * them on purpose.
 */
const INVISIBLE = /\p{Cf}/gu;

/**
 * The address as the person meant it, case kept: NFC, invisible characters removed, trimmed.
 * For lookups at services that compare case-sensitively (the payment provider).
 */
export function cleanEmail(raw: string): string {
  return raw.normalize('NFC').replace(INVISIBLE, '').trim();
}

/** The address as an identity: `cleanEmail`, lower-cased. What accounts are keyed by. */
export function normaliseEmail(raw: string): string {
  return cleanEmail(raw).toLowerCase();
}

/** True when the raw input cannot be an address: over 255 bytes once cleaned. */
export function isEmailTooLong(raw: string): boolean {
  if (raw.length > MAX_RAW_LENGTH) return true;
  return new TextEncoder().encode(cleanEmail(raw)).length > MAX_EMAIL_BYTES;
}
