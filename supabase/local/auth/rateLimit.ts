/**
 * Failed password sign-ins per e-mail in a sliding window. Once an address reaches the limit,
 * every password attempt for it is refused until its oldest failure leaves the window, even a
 * correct one: otherwise a guesser would learn the password from the one answer that differs.
 */
export type SignInLimiter = {
  isLocked(email: string, now?: number): boolean;
  recordFailure(email: string, now?: number): void;
  reset(email: string): void;
};

/** Beyond this many addresses, expired entries are swept so memory stays bounded. */
const MAX_TRACKED = 10_000;

export function createSignInLimiter(limit: number, windowSeconds: number): SignInLimiter {
  const failures = new Map<string, number[]>();
  const windowMs = windowSeconds * 1000;
  const recent = (email: string, now: number) => {
    const kept = (failures.get(email) ?? []).filter((t) => now - t < windowMs);
    if (kept.length === 0) failures.delete(email);
    else failures.set(email, kept);
    return kept;
  };
  return {
    isLocked: (email, now = Date.now()) => recent(email, now).length >= limit,
    recordFailure(email, now = Date.now()) {
      if (failures.size > MAX_TRACKED) for (const key of [...failures.keys()]) recent(key, now);
      failures.set(email, [...recent(email, now), now]);
    },
    reset(email) {
      failures.delete(email);
    },
  };
}
