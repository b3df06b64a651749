import type { Hono } from 'hono';
import { authenticate } from '../caller.ts';
import { checkoutReturnUrls, localCheckoutUrl } from '../checkoutUrls.ts';
import { DAY_PASS } from '../dayPass.ts';
import type { ApiDeps } from '../deps.ts';
import { createLocalSession } from '../localSession.ts';
import { logFailure } from '../log.ts';
import { errorBody } from '../messages.ts';

/** POST /daypass/checkout → `{ id, url }`: where the signed-in caller pays for a day pass. */
export function registerCheckout(app: Hono, deps: ApiDeps): void {
  app.post('/daypass/checkout', async (c) => {
    const caller = await authenticate(deps, c);
    if (caller instanceof Response) return caller;
    try {
      if (!deps.stripe) {
        const session = await createLocalSession(
          deps.env.STRIPE_WEBHOOK_SECRET,
          {
            userId: caller.id,
            email: caller.email,
          },
          deps.now(),
        );
        return c.json({ id: session.id, url: localCheckoutUrl(deps.env, session.id) });
      }
      const urls = checkoutReturnUrls(deps.env);
      const metadata = { product: DAY_PASS.product, user_id: caller.id };
      const session = await deps.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: DAY_PASS.currency,
              unit_amount: DAY_PASS.amountCents,
              product_data: { name: DAY_PASS.name },
            },
          },
        ],
        client_reference_id: caller.id,
        customer_email: caller.email,
        metadata,
        payment_intent_data: { metadata },
        success_url: urls.success,
        cancel_url: urls.cancel,
      });
      if (!session.url) throw new Error('Checkout Session without a URL');
      return c.json({ id: session.id, url: session.url });
    } catch (error) {
      logFailure('daypass checkout', error);
      return c.json(errorBody(500, 'checkout_failed', 'Failed to create checkout session'), 500);
    }
  });
}
