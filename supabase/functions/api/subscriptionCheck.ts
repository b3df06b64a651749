import Stripe from 'stripe';

/** What the payment provider says about an e-mail address. */
export type SubscriptionCheck =
  | { kind: 'customer_missing' }
  | { kind: 'inactive'; customerId: string; subscription: SubscriptionFacts | null }
  | { kind: 'active'; customerId: string; subscription: SubscriptionFacts };

export type SubscriptionFacts = {
  id: string;
  status: Stripe.Subscription.Status;
  currentPeriodEnd: string;
};

/** Raised when the provider cannot answer (timeout, 5xx, network): never read as "no access". */
export class ProviderUnavailable extends Error {
  override readonly name = 'ProviderUnavailable';
}

const COUNTING_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing']);

/**
 * Asks the provider whether the customer with this e-mail has a subscription that counts
 * (any subscription active or trialing, per the specification). The customer is the one we
 * found before (when its e-mail still matches), else the specification's search: customers
 * by e-mail, limit 1, which is an exact, case-sensitive match at Stripe.
 */
export async function checkSubscription(
  stripe: Stripe,
  email: string,
  knownCustomerId?: string | null,
): Promise<SubscriptionCheck> {
  try {
    const customer = await findCustomer(stripe, email, knownCustomerId);
    if (!customer) return { kind: 'customer_missing' };
    const subscriptions = await stripe.subscriptions.list({
      customer: customer.id,
      status: 'all',
      limit: 100,
    });
    const best = pickSubscription(subscriptions.data);
    if (best && COUNTING_STATUSES.has(best.status)) {
      return { kind: 'active', customerId: customer.id, subscription: best };
    }
    return { kind: 'inactive', customerId: customer.id, subscription: best };
  } catch (error) {
    throw new ProviderUnavailable(error instanceof Error ? error.message : String(error));
  }
}

/**
 * The auth server stores e-mails in lower case, the newsletter platform as typed: a known
 * customer id (found with the address as the subscriber typed it) and a lower-case retry
 * bridge the two.
 */
async function findCustomer(
  stripe: Stripe,
  email: string,
  knownCustomerId?: string | null,
): Promise<Stripe.Customer | null> {
  if (knownCustomerId) {
    const known = await retrieveCustomer(stripe, knownCustomerId);
    if (known?.email && known.email.toLowerCase() === email.toLowerCase()) return known;
  }
  const candidates = email === email.toLowerCase() ? [email] : [email, email.toLowerCase()];
  for (const candidate of candidates) {
    const customers = await stripe.customers.list({ email: candidate, limit: 1 });
    if (customers.data[0]) return customers.data[0];
  }
  return null;
}

async function retrieveCustomer(stripe: Stripe, id: string): Promise<Stripe.Customer | null> {
  try {
    const customer = await stripe.customers.retrieve(id);
    return customer.deleted ? null : customer;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
      return null;
    }
    throw error;
  }
}

/** A counting subscription if there is one (latest period end first), else the newest. */
function pickSubscription(subscriptions: Stripe.Subscription[]): SubscriptionFacts | null {
  const byPeriodEnd = [...subscriptions].sort(
    (a, b) => b.current_period_end - a.current_period_end,
  );
  const chosen =
    byPeriodEnd.find((s) => COUNTING_STATUSES.has(s.status)) ??
    [...subscriptions].sort((a, b) => b.created - a.created)[0];
  if (!chosen) return null;
  return {
    id: chosen.id,
    status: chosen.status,
    currentPeriodEnd: new Date(chosen.current_period_end * 1000).toISOString(),
  };
}
