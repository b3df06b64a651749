import type { ApiDeps } from './deps.ts';
import type { SubscriptionCheck } from './subscriptionCheck.ts';

/**
 * Caches what the provider said in `subscriptions` (via the service-role-only RPC). A
 * missing customer is cached too, so the 60 s rule also spares the provider for non-subscribers.
 */
export async function storeSubscription(
  deps: ApiDeps,
  input: { userId: string; email: string; check: SubscriptionCheck },
): Promise<void> {
  const { check } = input;
  const subscription = check.kind === 'customer_missing' ? null : check.subscription;
  const { error } = await deps.service.rpc('upsert_subscription', {
    p_user_id: input.userId,
    p_email: input.email,
    p_customer_id: check.kind === 'customer_missing' ? null : check.customerId,
    p_subscription_id: subscription?.id ?? null,
    p_status: subscription?.status ?? 'none',
    p_current_period_end: subscription?.currentPeriodEnd ?? null,
  });
  if (error) throw new Error(`upsert_subscription failed: ${error.message}`);
}
