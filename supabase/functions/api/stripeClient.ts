import Stripe from 'stripe';
import type { ApiEnv } from './env.ts';

/** Pinned by stripe-node 16.x; webhook payloads follow the endpoint's version, set alike. */
export const STRIPE_API_VERSION = '2024-06-20';

const PRODUCTION_TIMEOUT_MS = 30_000;

/**
 * One network retry. stripe-node 16 waits between retries with its built-in backoff:
 * 0.5 s initial, 2 s maximum (INITIAL_/MAX_NETWORK_RETRY_DELAY_SEC in stripe.core.js);
 * those are not configurable, so this module only chooses the retry count.
 */
const MAX_NETWORK_RETRIES = 1;

/** A Stripe client for API calls; null when no secret key is configured (local dev). */
export function createStripe(env: ApiEnv): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  return new Stripe(env.STRIPE_SECRET_KEY, stripeConfig(env));
}

/**
 * Webhook verification needs no API key; this client never makes a request, so a
 * placeholder key is harmless when no real one is configured.
 */
export function createWebhookVerifier(env: ApiEnv): Stripe {
  return new Stripe(env.STRIPE_SECRET_KEY ?? 'unused-local-key', stripeConfig(env));
}

export const subtleCrypto = Stripe.createSubtleCryptoProvider();

function stripeConfig(env: ApiEnv): Stripe.StripeConfig {
  const config: Stripe.StripeConfig = {
    apiVersion: STRIPE_API_VERSION,
    timeout: Number(env.STRIPE_TIMEOUT_MS) || PRODUCTION_TIMEOUT_MS,
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    // The fetch client runs unchanged on Deno (Supabase) and Node (local server).
    httpClient: Stripe.createFetchHttpClient(),
    telemetry: false,
  };
  if (env.STRIPE_API_HOST) config.host = env.STRIPE_API_HOST;
  if (env.STRIPE_API_PORT) config.port = Number(env.STRIPE_API_PORT);
  if (env.STRIPE_API_PROTOCOL) config.protocol = env.STRIPE_API_PROTOCOL;
  return config;
}
