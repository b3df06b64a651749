import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A six-digit code, as in GoTrue's e-mail templates. */
export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * What the link carries and the database stores: GoTrue's `sha224hex(email + otp)`, so the
 * same hash works as `token_hash` for verifyOtp and a leaked database row reveals no code.
 */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

/** Opaque refresh tokens; 24 random bytes is more than GoTrue's 12-character tokens. */
export function randomToken(): string {
  return randomBytes(24).toString('base64url');
}
