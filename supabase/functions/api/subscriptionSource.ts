import type Stripe from 'stripe';
import { normaliseEmail } from '../_shared/email.ts';
import type { ApiEnv } from './env.ts';
import { checkSubscription, type SubscriptionCheck } from './subscriptionCheck.ts';

/** Where subscription facts come from: the payment provider, or a local list in development. */
export type SubscriptionSource = {
  /** `knownCustomerId`: the customer found for this account before, if any. */
  check(email: string, knownCustomerId?: string | null): Promise<SubscriptionCheck>;
};

export function stripeSubscriptionSource(stripe: Stripe): SubscriptionSource {
  return { check: (email, known) => checkSubscription(stripe, email, known) };
}

const LOCAL_PERIOD_MS = 30 * 24 * 3600 * 1000;

/**
 * Local development without a payment key: the e-mails in LOCAL_SUBSCRIBERS (comma-separated)
 * are active subscribers, everyone else has no customer record. Never used when
 * STRIPE_SECRET_KEY is set.
 */
export function localSubscriptionSource(env: ApiEnv, now: () => number): SubscriptionSource {
  const subscribers = new Set(
    (env.LOCAL_SUBSCRIBERS ?? '').split(',').map(normaliseEmail).filter(Boolean),
  );
  return {
    check: async (email) => {
      const key = normaliseEmail(email);
      if (!subscribers.has(key)) return { kind: 'customer_missing' };
      return {
        kind: 'active',
        customerId: `cus_local_${localId(key)}`,
        subscription: {
          id: `sub_local_${localId(key)}`,
          status: 'active',
          currentPeriodEnd: new Date(now() + LOCAL_PERIOD_MS).toISOString(),
        },
      };
    },
  };
}

/** A stable, readable id for a local fake record (not a secret, not a hash of one). */
function localId(email: string): string {
  return email.replace(/[^a-z0-9]+/g, '_').slice(0, 40);
}
