/**
 * Rate limits for the public subscriber endpoints. Their answers say whether an e-mail has an
 * account or a subscription, and activation sends mail, so unlimited calls would let anyone
 * enumerate customers' addresses or use us to spam. Counters live in Postgres
 * (`hit_rate_limit`, migration 20261121000800) so every function instance shares them.
 *
 * Two limits per endpoint: per client address, which bounds how many addresses one client can
 * probe, and per e-mail, which bounds how often one address is probed or mailed however many
 * client addresses are used.
 */
import type { Context } from 'hono';
import type { ApiDeps } from './deps.ts';
import { logFailure } from './log.ts';
import { errorBody, MESSAGES } from './messages.ts';

export type Limit = { max: number; windowSeconds: number };

const TEN_MINUTES = 600;

/**
 * Generous enough for a person who mistypes their address a few times, or a household behind
 * one address; activation is stricter because each allowed call can send a mail.
 */
export const SUBSCRIBER_LIMITS = {
  lookup: {
    perAddress: { max: 20, windowSeconds: TEN_MINUTES },
    perEmail: { max: 5, windowSeconds: TEN_MINUTES },
  },
  activate: {
    perAddress: { max: 10, windowSeconds: TEN_MINUTES },
    perEmail: { max: 3, windowSeconds: TEN_MINUTES },
  },
} as const satisfies Record<string, { perAddress: Limit; perEmail: Limit }>;

export type LimitedEndpoint = keyof typeof SUBSCRIBER_LIMITS;

/** Longer values are not addresses; cutting them keeps a forged header from bloating keys. */
const MAX_ADDRESS_LENGTH = 64;

/**
 * The caller's address as the platform's gateway reports it: the first `x-forwarded-for`
 * entry, else `cf-connecting-ip` / `x-real-ip`. Without any, every such caller shares the
 * 'unknown' bucket.
 */
export function clientAddress(header: (name: string) => string | undefined): string {
  const forwarded = header('x-forwarded-for')?.split(',')[0]?.trim();
  const address = forwarded || header('cf-connecting-ip')?.trim() || header('x-real-ip')?.trim();
  return address ? address.slice(0, MAX_ADDRESS_LENGTH).toLowerCase() : 'unknown';
}

/**
 * Counts this request against the endpoint's limits, per address first, then per e-mail.
 * Returns null when it may go on, otherwise the 429 to answer. Call it before any lookup,
 * payment-provider call or mail. The address is checked first so a client already over its
 * own limit cannot use up someone's per-e-mail allowance.
 */
export async function rateLimited(
  deps: ApiDeps,
  c: Context,
  endpoint: LimitedEndpoint,
  email: string,
): Promise<Response | null> {
  const limits = SUBSCRIBER_LIMITS[endpoint];
  const address = clientAddress((name) => c.req.header(name));
  const checks: [string, Limit][] = [
    [`${endpoint}:address:${address}`, limits.perAddress],
    [`${endpoint}:email:${email.toLowerCase()}`, limits.perEmail],
  ];
  for (const [key, limit] of checks) {
    const wait = await secondsToWait(deps, key, limit);
    if (wait > 0) return tooManyAttempts(c, wait);
  }
  return null;
}

/**
 * 0 when allowed. When the limiter itself cannot answer (database unreachable) the request is
 * let through: refusing every subscriber login during an outage would hurt customers more than
 * a short unlimited window helps an attacker, and the auth server still limits its own mails.
 */
async function secondsToWait(deps: ApiDeps, key: string, limit: Limit): Promise<number> {
  try {
    const { data, error } = await deps.service.rpc('hit_rate_limit', {
      p_key: key,
      p_limit: limit.max,
      p_window_seconds: limit.windowSeconds,
    });
    if (error) throw new Error(error.message);
    return typeof data === 'number' ? data : 0;
  } catch (error) {
    // The key's scope only: the address or e-mail in it does not belong in logs.
    logFailure(`rate limit ${key.split(':', 2).join(':')} (request let through)`, error);
    return 0;
  }
}

function tooManyAttempts(c: Context, retryAfterSeconds: number): Response {
  return c.json(errorBody(429, 'over_request_rate_limit', MESSAGES.tooManyAttempts), 429, {
    'Retry-After': String(retryAfterSeconds),
    // Browsers hide non-safelisted headers from cross-origin callers unless told otherwise.
    'Access-Control-Expose-Headers': 'Retry-After',
  });
}
