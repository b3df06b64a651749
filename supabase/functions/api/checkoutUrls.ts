import type { ApiEnv } from './env.ts';

/**
 * Where the browser lands after paying or cancelling. Stripe fills in {CHECKOUT_SESSION_ID};
 * the app reads `daypass` from the query to show the outcome and refresh access.
 */
export function checkoutReturnUrls(env: ApiEnv): { success: string; cancel: string } {
  return {
    success: `${env.APP_URL}/?daypass=success&session_id={CHECKOUT_SESSION_ID}`,
    cancel: `${env.APP_URL}/?daypass=cancelled`,
  };
}

/** The local stand-in checkout page (served by the local server, never on Supabase). */
export function localCheckoutUrl(env: ApiEnv, sessionId: string): string {
  return `${env.SUPABASE_URL.replace(/\/+$/, '')}/_dev/checkout/${encodeURIComponent(sessionId)}`;
}

/** The webhook route as the outside world reaches it. */
export function webhookUrl(env: ApiEnv): string {
  return `${env.SUPABASE_URL.replace(/\/+$/, '')}/functions/v1/api/payments/webhook`;
}
