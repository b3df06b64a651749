import type { SupabaseClient } from '@supabase/supabase-js';
import type Stripe from 'stripe';
import { parseTrustedProxies, type TrustedProxies } from '../_shared/clientAddress.ts';
import type { ApiEnv } from './env.ts';
import { createStripe, createWebhookVerifier } from './stripeClient.ts';
import {
  localSubscriptionSource,
  type SubscriptionSource,
  stripeSubscriptionSource,
} from './subscriptionSource.ts';
import { serviceClient } from './supabaseClients.ts';

/** What every route handler needs, built once per app instance. */
export type ApiDeps = {
  env: ApiEnv;
  now: () => number;
  /** Null in local development without a payment key. */
  stripe: Stripe | null;
  webhookVerifier: Stripe;
  subscriptions: SubscriptionSource;
  service: SupabaseClient;
  /** Proxies whose `x-forwarded-for` entries name the client (TRUSTED_PROXIES). */
  trustedProxies: TrustedProxies;
};

export function createDeps(env: ApiEnv): ApiDeps {
  const now = env.now ?? Date.now;
  const stripe = createStripe(env);
  return {
    env,
    now,
    stripe,
    webhookVerifier: createWebhookVerifier(env),
    subscriptions: stripe ? stripeSubscriptionSource(stripe) : localSubscriptionSource(env, now),
    service: serviceClient(env),
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
  };
}
