import type { Caller } from './caller.ts';
import type { ApiDeps } from './deps.ts';
import { logFailure } from './log.ts';
import { MESSAGES } from './messages.ts';
import { ProviderUnavailable } from './subscriptionCheck.ts';
import { storeSubscription } from './subscriptionStore.ts';
import { callerClient } from './supabaseClients.ts';

/**
 * The caller's access (`AccessWire` in src/sync/protocol.ts): `current_access()` as the
 * database computes it, with `checked_at` = when the payment provider was last asked about
 * this account (or now, if it never was).
 */
export type AccessRecord = {
  has_subscription: boolean;
  has_day_pass: boolean;
  day_pass_expiry: number | null;
  checked_at: string;
};

/** The answer of POST /access/refresh: the access record, plus why it may be stale. */
export type AccessAnswer = AccessRecord & { error?: string };

/** The specification skips an access check that ran under a minute ago. */
export const SUBSCRIPTION_CACHE_MS = 60_000;

/**
 * Refreshes the caller's subscription row from the payment provider when it is older than
 * 60 s, then answers what the database grants. When the provider fails, the previous row
 * stands (the specification keeps the previous access on a check error).
 */
export async function refreshAccess(deps: ApiDeps, caller: Caller): Promise<AccessAnswer> {
  const cache = await subscriptionCache(deps, caller.id);
  // An unconfirmed address proves nothing about who owns the subscription behind it.
  if (caller.emailConfirmed && !isFresh(cache.checkedAt, deps.now())) {
    try {
      const check = await deps.subscriptions.check(caller.email, cache.customerId);
      await storeSubscription(deps, { userId: caller.id, email: caller.email, check });
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      logFailure('subscription check', error);
      return {
        ...(await readAccess(deps, caller, cache.checkedAt)),
        error: MESSAGES.failedToCheck,
      };
    }
  }
  return readAccess(deps, caller, (await subscriptionCache(deps, caller.id)).checkedAt);
}

async function readAccess(
  deps: ApiDeps,
  caller: Caller,
  checkedAt: string | null,
): Promise<AccessRecord> {
  // As the caller: current_access() reads auth.uid() and also retires an expired day pass.
  const { data, error } = await callerClient(deps.env, caller.jwt).rpc('current_access');
  if (error) throw new Error(`current_access failed: ${error.message}`);
  const access = data as AccessRecord;
  return {
    has_subscription: access.has_subscription,
    has_day_pass: access.has_day_pass,
    day_pass_expiry: access.day_pass_expiry,
    checked_at: checkedAt ?? access.checked_at,
  };
}

type SubscriptionCache = { checkedAt: string | null; customerId: string | null };

async function subscriptionCache(deps: ApiDeps, userId: string): Promise<SubscriptionCache> {
  const { data, error } = await deps.service.rpc('subscription_cache', { p_user_id: userId });
  if (error) throw new Error(`subscription_cache failed: ${error.message}`);
  const row = (data as { checked_at: string | null; customer_id: string | null }[] | null)?.[0];
  return { checkedAt: row?.checked_at ?? null, customerId: row?.customer_id ?? null };
}

function isFresh(checkedAt: string | null, now: number): boolean {
  if (!checkedAt) return false;
  // A row stamped slightly "in the future" (database clock ahead of ours) is fresh too.
  return now - Date.parse(checkedAt) < SUBSCRIPTION_CACHE_MS;
}
