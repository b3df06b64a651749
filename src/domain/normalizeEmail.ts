/**
 * The one call site the account forms use to turn typed input into an address: NFC, invisible
 * format characters (zero-width space and joiners, word joiner, byte order mark, soft hyphen,
 * bidi controls: Unicode category Cf) removed, trimmed, lower-cased. The server applies the
 * same rule, so "Walker@Example.com " and "walker@example.com" are one account.
 */
const INVISIBLE = /\p{Cf}/gu;

export function normalizeEmail(raw: string): string {
  return raw.normalize('NFC').replace(INVISIBLE, '').trim().toLowerCase();
}
