import type { ApiEnv } from './env.ts';

/**
 * Where the browser lands after paying or cancelling: the app's own screens (src/app/paths.ts),
 * never a QR scan. Stripe fills in {CHECKOUT_SESSION_ID}; the success screen checks access
 * again until the pass shows, so the routes unlock without a reload.
 */
export function checkoutReturnUrls(env: ApiEnv): { success: string; cancel: string } {
  return {
    success: `${env.APP_URL}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel: `${env.APP_URL}/checkout/cancelled`,
  };
}

/** Where a confirmation e-mail's link lands: the app's callback screen completes the sign-in. */
export function confirmationRedirectUrl(env: ApiEnv): string {
  return `${env.APP_URL}/auth/callback`;
}

/** The local stand-in checkout page (served by the local server, never on Supabase). */
export function localCheckoutUrl(env: ApiEnv, sessionId: string): string {
  return `${env.SUPABASE_URL.replace(/\/+$/, '')}/_dev/checkout/${encodeURIComponent(sessionId)}`;
}

/** The webhook route as the outside world reaches it. */
export function webhookUrl(env: ApiEnv): string {
  return `${env.SUPABASE_URL.replace(/\/+$/, '')}/functions/v1/api/payments/webhook`;
}
