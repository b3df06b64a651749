import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import Stripe from 'stripe';
import { checkoutReturnUrls, webhookUrl } from './checkoutUrls.ts';
import { DAY_PASS } from './dayPass.ts';
import type { ApiEnv } from './env.ts';
import { type LocalSession, readLocalSession } from './localSession.ts';
import { STRIPE_API_VERSION, subtleCrypto } from './stripeClient.ts';

/**
 * The local stand-in for Stripe Checkout, served at /_dev/checkout/:session by the local
 * server when no STRIPE_SECRET_KEY is set. "Pay" sends a correctly signed
 * `checkout.session.completed` to the real webhook route, so the day pass is granted by
 * exactly the code that runs in production. With a payment key it does not exist.
 */
export function createDevCheckoutApp(env: ApiEnv): Hono {
  const app = new Hono().basePath('/_dev/checkout');
  app.use('*', async (c, next) => {
    if (env.STRIPE_SECRET_KEY) return c.text('Not found', 404);
    await next();
  });
  app.get('/:session', async (c) => {
    const session = await sessionOf(env, c);
    return session ? c.html(checkoutPage(session)) : c.html(unknownSessionPage(), 404);
  });
  app.post('/:session/pay', async (c) => {
    const session = await sessionOf(env, c);
    if (!session) return c.html(unknownSessionPage(), 404);
    const delivered = await deliverCompleted(env, session);
    if (!delivered.ok) return c.html(failedPage(delivered.status), 502);
    return c.redirect(
      checkoutReturnUrls(env).success.replace('{CHECKOUT_SESSION_ID}', session.id),
      303,
    );
  });
  app.post('/:session/cancel', async (c) => {
    const session = await sessionOf(env, c);
    if (!session) return c.html(unknownSessionPage(), 404);
    return c.redirect(checkoutReturnUrls(env).cancel, 303);
  });
  return app;
}

function sessionOf(env: ApiEnv, c: Context): Promise<LocalSession | null> {
  return readLocalSession(env.STRIPE_WEBHOOK_SECRET, c.req.param('session') ?? '');
}

/** Posts the event Stripe would send after a successful payment, signed as Stripe signs it. */
async function deliverCompleted(env: ApiEnv, session: LocalSession): Promise<Response> {
  const now = env.now?.() ?? Date.now();
  const payload = JSON.stringify(completedEvent(session, now));
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: env.STRIPE_WEBHOOK_SECRET,
    timestamp: Math.floor(now / 1000),
    cryptoProvider: subtleCrypto,
  });
  return fetch(webhookUrl(env), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

function completedEvent(session: LocalSession, now: number) {
  const metadata = { product: DAY_PASS.product, user_id: session.userId };
  return {
    id: `evt_local_${crypto.randomUUID().replace(/-/g, '')}`,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: Math.floor(now / 1000),
    type: 'checkout.session.completed',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        amount_total: DAY_PASS.amountCents,
        currency: DAY_PASS.currency,
        client_reference_id: session.userId,
        customer_email: session.email,
        metadata,
        livemode: false,
      },
    },
  };
}

const STYLE = html`<style>
  body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem; }
  .notice { background: #fff4ce; border: 1px solid #e0b400; padding: .75rem; border-radius: .5rem; }
  form { display: inline-block; margin: 1rem .5rem 0 0; }
  button { font-size: 1.1rem; padding: .75rem 1.25rem; border-radius: .5rem; min-height: 44px; }
</style>`;

function checkoutPage(session: LocalSession) {
  const base = `/_dev/checkout/${encodeURIComponent(session.id)}`;
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local test checkout</title>${STYLE}</head>
<body>
  <p class="notice" role="note"><strong>Local stand-in, not a real payment.</strong>
  This page replaces Stripe Checkout on a development server without a payment key.
  No card is charged; "Pay" only tells this server that the payment succeeded.</p>
  <h1>Routegids day pass</h1>
  <p>72 hours of access · <strong>15 EUR</strong></p>
  <p>For ${session.email}</p>
  <form method="post" action="${base}/pay"><button type="submit">Pay 15 EUR</button></form>
  <form method="post" action="${base}/cancel"><button type="submit">Cancel</button></form>
</body></html>`;
}

function unknownSessionPage() {
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unknown checkout</title>${STYLE}</head>
<body><p class="notice">Local stand-in checkout: this checkout session is unknown.</p></body></html>`;
}

function failedPage(status: number) {
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment not recorded</title>${STYLE}</head>
<body><p class="notice">Local stand-in checkout: the webhook answered ${status}; no day pass was granted.</p></body></html>`;
}
