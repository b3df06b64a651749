import type Stripe from 'stripe';
import { findAccount } from './accounts.ts';
import type { ApiDeps } from './deps.ts';
import { storeSubscription } from './subscriptionStore.ts';

/**
 * A subscription changed at the provider: refresh the cached row of the account with the
 * customer's e-mail, if there is a confirmed one. Re-reading the provider's current state
 * (rather than applying the event) keeps this correct for replays and out-of-order delivery.
 */
export async function refreshSubscriptionForCustomer(
  deps: ApiDeps,
  subscription: Stripe.Subscription,
): Promise<{ handled: string } | { ignored: string }> {
  if (!deps.stripe) return { ignored: 'no_provider' };
  const customerId =
    typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const customer = await deps.stripe.customers.retrieve(customerId);
  if (customer.deleted || !customer.email) return { ignored: 'no_customer_email' };
  const account = await findAccount(deps, customer.email);
  if (!account?.confirmed) return { ignored: 'no_account' };
  const check = await deps.subscriptions.check(customer.email, customer.id);
  await storeSubscription(deps, { userId: account.userId, email: account.email, check });
  return { handled: 'subscription' };
}
