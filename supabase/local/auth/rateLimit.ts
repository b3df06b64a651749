import { createHash } from 'node:crypto';

/**
 * Failed password sign-ins per e-mail in a sliding window. Once an address reaches the limit,
 * every password attempt for it is refused until its oldest failure leaves the window, even a
 * correct one: otherwise a guesser would learn the password from the one answer that differs.
 *
 * The table is in memory, so it is bounded whatever callers send: an address is kept as a
 * fixed-size hash, never as the string itself; an entry keeps at most `limit` failure times;
 * and the table holds at most MAX_ENTRIES entries and MAX_BYTES (estimated). When full, the
 * least recently failed entries go, expired ones before any live one. Evicting a live entry forgets that
 * address's failures, so flooding the table buys an attacker a fresh count for one address at
 * the price of MAX_ENTRIES failed sign-ins, each costing a bcrypt comparison.
 */
export type SignInLimiter = {
  isLocked(email: string, now?: number): boolean;
  recordFailure(email: string, now?: number): void;
  reset(email: string): void;
  /** How much the table holds: entries, and an estimate of the bytes they take. */
  stats(): { entries: number; bytes: number };
};

export const MAX_ENTRIES = 10_000;
export const MAX_BYTES = 2 * 1024 * 1024;
/** A Map entry, its array and their headers, roughly, on V8; plus 8 bytes per failure time. */
const ENTRY_BYTES = 160;
const TIME_BYTES = 8;

export function createSignInLimiter(limit: number, windowSeconds: number): SignInLimiter {
  // Insertion order is recency order: an entry is re-inserted whenever it changes.
  const failures = new Map<string, number[]>();
  let bytes = 0;
  const windowMs = windowSeconds * 1000;
  const sizeOf = (times: number[]) => ENTRY_BYTES + TIME_BYTES * times.length;

  const put = (key: string, times: number[]) => {
    remove(key);
    if (times.length === 0) return;
    failures.set(key, times);
    bytes += sizeOf(times);
  };
  const remove = (key: string) => {
    const old = failures.get(key);
    if (!old) return;
    bytes -= sizeOf(old);
    failures.delete(key);
  };
  const recent = (key: string, now: number) => {
    const stored = failures.get(key);
    if (!stored) return [];
    const kept = stored.filter((t) => now - t < windowMs);
    if (kept.length !== stored.length) {
      if (kept.length === 0) remove(key);
      else {
        bytes += sizeOf(kept) - sizeOf(stored);
        failures.set(key, kept); // same position: expiry is not a new failure
      }
    }
    return kept;
  };
  const full = () => failures.size >= MAX_ENTRIES || bytes >= MAX_BYTES;
  // The first entries are the least recently failed: expired ones, if any, are among them.
  const makeRoom = () => {
    for (const key of failures.keys()) {
      if (!full()) break;
      remove(key);
    }
  };

  return {
    isLocked: (email, now = Date.now()) => recent(keyOf(email), now).length >= limit,
    recordFailure(email, now = Date.now()) {
      const key = keyOf(email);
      const times = [...recent(key, now), now].slice(-limit);
      remove(key);
      makeRoom();
      put(key, times);
    },
    reset(email) {
      remove(keyOf(email));
    },
    stats: () => ({ entries: failures.size, bytes }),
  };
}

/** A fixed-size key whatever the address's length (and no address in memory as such). */
function keyOf(email: string): string {
  return createHash('sha256').update(email).digest('base64url');
}
