import type Stripe from 'stripe';

/** The day pass as sold: 15 EUR, one-time, 72 hours (the expiry is set by `grant_day_pass`). */
export const DAY_PASS = {
  amountCents: 1500,
  currency: 'eur',
  product: 'daypass',
  name: 'Routegids dagpas (72 uur)',
} as const;

/** The parts of a Checkout Session the webhook decides on. */
export type SessionFacts = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'mode'
  | 'payment_status'
  | 'client_reference_id'
  | 'amount_total'
  | 'currency'
  | 'metadata'
>;

export type DayPassDecision =
  | { grant: true; userId: string }
  | { grant: false; reason: 'not_a_day_pass' | 'unpaid' | 'no_user' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A session earns a day pass only if we created it for a day pass (our metadata, price and
 * currency), it names a user, and it is paid. Anything else is someone else's session.
 */
export function decideDayPass(session: SessionFacts): DayPassDecision {
  const ours =
    session.mode === 'payment' &&
    session.metadata?.product === DAY_PASS.product &&
    session.amount_total === DAY_PASS.amountCents &&
    session.currency === DAY_PASS.currency;
  if (!ours) return { grant: false, reason: 'not_a_day_pass' };
  const userId = session.client_reference_id;
  if (!userId || !UUID.test(userId) || session.metadata?.user_id !== userId) {
    return { grant: false, reason: 'no_user' };
  }
  if (session.payment_status !== 'paid') return { grant: false, reason: 'unpaid' };
  return { grant: true, userId };
}
