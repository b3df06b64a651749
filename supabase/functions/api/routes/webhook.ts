import type { Context, Hono } from 'hono';
import type Stripe from 'stripe';
import { decideDayPass, type SessionFacts } from '../dayPass.ts';
import type { ApiDeps } from '../deps.ts';
import { logFailure } from '../log.ts';
import { errorBody } from '../messages.ts';
import { subtleCrypto } from '../stripeClient.ts';
import { refreshSubscriptionForCustomer } from '../subscriptionEvents.ts';

/**
 * POST /payments/webhook. The signature is checked on the raw body before anything else;
 * a bad or missing one gets 400 and changes nothing. Effects are idempotent: the day pass is
 * recorded with its event id and session id in one transaction (`grant_day_pass`), and a
 * subscription event re-reads the provider's current state.
 */
export function registerWebhook(app: Hono, deps: ApiDeps): void {
  app.post('/payments/webhook', async (c) => {
    const event = await verifiedEvent(deps, c);
    if (!event) return c.json(errorBody(400, 'invalid_signature', 'Invalid signature'), 400);
    try {
      return c.json({ received: true, ...(await handleEvent(deps, event)) });
    } catch (error) {
      // A non-2xx answer makes the provider deliver the event again later.
      logFailure(`webhook ${event.type} ${event.id}`, error);
      return c.json(errorBody(500, 'webhook_failed', 'Webhook processing failed'), 500);
    }
  });
}

async function verifiedEvent(deps: ApiDeps, c: Context): Promise<Stripe.Event | null> {
  const signature = c.req.header('stripe-signature');
  if (!signature) return null;
  const body = await c.req.text();
  try {
    return await deps.webhookVerifier.webhooks.constructEventAsync(
      body,
      signature,
      deps.env.STRIPE_WEBHOOK_SECRET,
      undefined,
      subtleCrypto,
    );
  } catch {
    return null;
  }
}

type Outcome = { handled: string } | { ignored: string };

async function handleEvent(deps: ApiDeps, event: Stripe.Event): Promise<Outcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return fulfilDayPass(deps, event.id, event.data.object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return refreshSubscriptionForCustomer(deps, event.data.object);
    default:
      return { ignored: event.type };
  }
}

async function fulfilDayPass(
  deps: ApiDeps,
  eventId: string,
  sent: Stripe.Checkout.Session,
): Promise<Outcome> {
  // The provider's own record is the truth; the event body follows the endpoint's version.
  const session: SessionFacts = deps.stripe
    ? await deps.stripe.checkout.sessions.retrieve(sent.id)
    : sent;
  const decision = decideDayPass(session);
  if (!decision.grant) return { ignored: decision.reason };
  const { error } = await deps.service.rpc('grant_day_pass', {
    p_user_id: decision.userId,
    p_checkout_session_id: session.id,
    p_event_id: eventId,
  });
  // Retrying these would never succeed: the user is gone, or the session is someone else's.
  if (error?.code === '23503') return { ignored: 'unknown_user' };
  if (error?.code === 'PT409') return { ignored: 'session_of_another_user' };
  if (error) throw new Error(`grant_day_pass failed: ${error.message}`);
  return { handled: 'day_pass' };
}
