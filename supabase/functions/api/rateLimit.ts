/**
 * Rate limits for the public subscriber endpoints. Their answers say whether an e-mail has an
 * account or a subscription (the login flow needs them), and activation sends mail, so
 * unlimited calls would let anyone enumerate customers' addresses or use us to spam. The
 * limits keep enumeration slow, and every refusal is logged, so it is also visible. Counters
 * live in Postgres (`hit_rate_limit`, migration 20261121000800) so every function instance
 * shares them.
 *
 * Three limits per endpoint, checked narrowest first: per client address (how many addresses
 * one client can probe), per e-mail (how often one address is probed or mailed, however many
 * client addresses are used), and overall (all clients together, the bound on a distributed
 * enumeration). A request refused by a narrower limit is not counted against the wider ones.
 */
import type { Context } from 'hono';
import { clientFromHops, forwardedHops } from '../_shared/clientAddress.ts';
import type { ApiDeps } from './deps.ts';
import { logFailure } from './log.ts';
import { errorBody, MESSAGES } from './messages.ts';

export type Limit = { max: number; windowSeconds: number };

const TEN_MINUTES = 600;

/**
 * Generous enough for a person who mistypes their address a few times, or a household behind
 * one address; activation is stricter because each allowed call can send a mail. The overall
 * limits are far above what the newsletter's subscribers need at once (a lookup per login).
 */
export const SUBSCRIBER_LIMITS = {
  lookup: {
    perAddress: { max: 20, windowSeconds: TEN_MINUTES },
    perEmail: { max: 5, windowSeconds: TEN_MINUTES },
    overall: { max: 1000, windowSeconds: TEN_MINUTES },
  },
  activate: {
    perAddress: { max: 10, windowSeconds: TEN_MINUTES },
    perEmail: { max: 3, windowSeconds: TEN_MINUTES },
    overall: { max: 200, windowSeconds: TEN_MINUTES },
  },
} as const satisfies Record<string, { perAddress: Limit; perEmail: Limit; overall: Limit }>;

export type LimitedEndpoint = keyof typeof SUBSCRIBER_LIMITS;

/**
 * The caller's address: the rightmost `x-forwarded-for` entry that is not a trusted proxy
 * (TRUSTED_PROXIES), so an address the client wrote into the header itself is never believed.
 * Without the header every such caller shares the 'unknown' bucket.
 */
export function clientAddress(deps: ApiDeps, c: Context): string {
  return clientFromHops(forwardedHops(c.req.header('x-forwarded-for')), deps.trustedProxies);
}

/**
 * Counts this request against the endpoint's limits. Returns null when it may go on, otherwise
 * the 429 to answer. Call it before any lookup, payment-provider call or mail. `email` is the
 * normalised address; it is hashed before it is stored or logged.
 */
export async function rateLimited(
  deps: ApiDeps,
  c: Context,
  endpoint: LimitedEndpoint,
  email: string,
): Promise<Response | null> {
  const limits = SUBSCRIBER_LIMITS[endpoint];
  const address = clientAddress(deps, c);
  const emailHash = await shortHash(email);
  const checks: [scope: string, key: string, limit: Limit][] = [
    ['address', `${endpoint}:address:${address}`, limits.perAddress],
    ['email', `${endpoint}:email:${emailHash}`, limits.perEmail],
    ['overall', `${endpoint}:overall`, limits.overall],
  ];
  for (const [scope, key, limit] of checks) {
    const wait = await secondsToWait(deps, key, limit);
    if (wait > 0) {
      // Enough to follow one prober or one target across log lines, not to read who they are.
      console.warn(
        `[api] subscriber ${endpoint} refused by its ${scope} limit (client ${await shortHash(address)}, email ${emailHash})`,
      );
      return tooManyAttempts(c, wait);
    }
  }
  return null;
}

/** 16 hex digits of SHA-256: a stable pseudonym for keys and logs. */
async function shortHash(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return [...new Uint8Array(digest).slice(0, 8)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
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
    // The key's scope only: the address or e-mail hash in it does not belong in logs.
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
