import type { AuthFailure } from '../domain/authFailure.ts';

/**
 * The paid-access edge function's routes as actions reach them (supabase/functions/api):
 * the subscriber login's two server steps and the day pass checkout. Secrets stay on the
 * server; these calls carry only the e-mail, the passwords and the user's own JWT.
 */

/** `/subscriber/lookup` and `/subscriber/activate`: the subscriber login's next step. */
export type SubscriberOutcome =
  | 'password'
  | 'activation_needed'
  | 'confirmation_sent'
  | 'subscription_required';

export type SubscriberAnswer =
  | { outcome: SubscriberOutcome; message: string }
  /**
   * The request was refused or failed: `code` is the server's reason (`invalidEmail`,
   * `weakPassword`, `over_request_rate_limit`, `failed_to_check`, …) or TIMEOUT / NETWORK.
   */
  | { failure: AuthFailure };

export type CheckoutAnswer = { url: string } | { failure: AuthFailure };

export interface PaidAccessPort {
  subscriberLookup(email: string): Promise<SubscriberAnswer>;
  subscriberActivate(
    email: string,
    password: string,
    confirmation: string,
  ): Promise<SubscriberAnswer>;
  /** A Checkout Session for one day pass, for the signed-in user: where to pay. */
  dayPassCheckout(): Promise<CheckoutAnswer>;
}
