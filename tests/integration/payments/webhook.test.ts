import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completedEvent,
  type PaymentsHarness,
  startPaymentsHarness,
  TEST_WEBHOOK_SECRET,
  type TestUser,
  uniqueEmail,
} from '../../support/paymentsHarness.ts';

const HOURS_72_MS = 72 * 3600 * 1000;

let h: PaymentsHarness;

beforeAll(async () => {
  h = await startPaymentsHarness();
});

afterAll(async () => {
  await h?.close();
});

/** A user with a Checkout Session created through the real checkout route. */
async function buyer(paid: boolean): Promise<{ user: TestUser; session: Record<string, unknown> }> {
  const user = await h.createUser(uniqueEmail('buyer'));
  const res = await h.call('/daypass/checkout', { jwt: user.jwt });
  const { id } = (await res.json()) as { id: string };
  if (paid) h.stripe.markPaid(id);
  return { user, session: { ...h.stripe.sessions.get(id)! } };
}

describe('POST /payments/webhook', () => {
  it('grants one 72-hour day pass for a paid session, however often the event arrives', async () => {
    const { user, session } = await buyer(true);
    const event = completedEvent(session);
    const startedAt = Date.now();
    for (let i = 0; i < 5; i++) {
      const res = await h.deliver(event);
      expect(res.status).toBe(200);
    }
    const passes = await h.dayPasses(user.id);
    expect(passes).toHaveLength(1);
    expect(passes[0]).toMatchObject({ checkout_session_id: session.id, active: true });
    const expiry = Number(passes[0]!.expiry_time);
    expect(expiry).toBeGreaterThanOrEqual(startedAt + HOURS_72_MS - 5_000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + HOURS_72_MS + 5_000);
  });

  it('grants one pass even when the session arrives in events with different ids', async () => {
    const { user, session } = await buyer(true);
    await h.deliver(completedEvent(session));
    await h.deliver({
      ...completedEvent(session),
      type: 'checkout.session.async_payment_succeeded',
    });
    expect(await h.dayPasses(user.id)).toHaveLength(1);
  });

  it('refuses a missing, wrong or stale signature with 400 and changes nothing', async () => {
    const { user, session } = await buyer(true);
    const event = completedEvent(session);
    const payload = JSON.stringify(event);
    const stale = `t=${Math.floor(Date.now() / 1000) - 3600},v1=${'0'.repeat(64)}`;
    const answers = [
      await h.deliver(event, { signature: null }),
      await h.deliver(event, { secret: 'whsec_other_fake' }),
      await h.deliver(event, { signature: 'garbage' }),
      await h.deliver(event, { signature: stale }),
    ];
    expect(answers.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(await answers[0]!.json()).toMatchObject({ code: 400, error: 'invalid_signature' });
    // A valid signature over a different body does not carry over to this body.
    const signedOther = await import('stripe').then(({ default: Stripe }) =>
      Stripe.webhooks.generateTestHeaderString({
        payload: `${payload} `,
        secret: TEST_WEBHOOK_SECRET,
      }),
    );
    expect((await h.deliver(event, { signature: signedOther })).status).toBe(400);
    expect(await h.dayPasses(user.id)).toEqual([]);
  });

  it('grants nothing for an unpaid session, even if the event claims it is paid', async () => {
    const { user, session } = await buyer(false);
    expect((await h.deliver(completedEvent(session))).status).toBe(200);
    const lying = completedEvent({ ...session, payment_status: 'paid', status: 'complete' });
    const res = await h.deliver(lying);
    expect(await res.json()).toMatchObject({ received: true, ignored: 'unpaid' });
    expect(await h.dayPasses(user.id)).toEqual([]);
  });

  it('grants nothing for a session that is not a day pass of ours', async () => {
    const user = await h.createUser(uniqueEmail('foreign'));
    const id = 'cs_test_foreign0001';
    h.stripe.sessions.set(id, {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: user.id,
      metadata: { product: 'book' },
      amount_total: 2500,
      currency: 'eur',
    });
    const res = await h.deliver(completedEvent(h.stripe.sessions.get(id)!));
    expect(await res.json()).toMatchObject({ ignored: 'not_a_day_pass' });
    expect(await h.dayPasses(user.id)).toEqual([]);
  });

  it('refreshes the cached subscription when the provider reports a change', async () => {
    const user = await h.createUser(uniqueEmail('member'));
    const customer = h.stripe.addCustomer(user.email);
    const subscriptionId = h.stripe.addSubscription(customer, 'active');
    const refresh = async () =>
      (await (await h.call('/access/refresh', { jwt: user.jwt })).json()) as Record<
        string,
        unknown
      >;
    expect(await refresh()).toMatchObject({ has_subscription: true });

    h.stripe.setSubscriptionStatus(subscriptionId, 'canceled');
    const subscription = { id: subscriptionId, object: 'subscription', customer };
    const event = { ...completedEvent(subscription), type: 'customer.subscription.deleted' };
    const res = await h.deliver(event);
    expect(await res.json()).toMatchObject({ received: true, handled: 'subscription' });
    // Within the 60 s cache window, yet the webhook has already withdrawn access.
    expect(await refresh()).toMatchObject({ has_subscription: false });
  });

  it('acknowledges events it does not handle', async () => {
    const res = await h.deliver({ ...completedEvent({}), type: 'invoice.paid' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ received: true, ignored: 'invoice.paid' });
  });

  it('answers 500 (so the provider retries) when the session cannot be read', async () => {
    const { user, session } = await buyer(true);
    h.stripe.setFailure({ kind: 'error500' });
    try {
      expect((await h.deliver(completedEvent(session))).status).toBe(500);
    } finally {
      h.stripe.setFailure(null);
    }
    expect(await h.dayPasses(user.id)).toEqual([]);
    expect((await h.deliver(completedEvent(session))).status).toBe(200);
    expect(await h.dayPasses(user.id)).toHaveLength(1);
  });
});
