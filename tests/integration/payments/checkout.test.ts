import { beforeAll, describe, expect, it } from 'vitest';
import { setUpPaymentsHarness, type TestUser, uniqueEmail } from '../../support/paymentsHarness.ts';

const h = setUpPaymentsHarness();
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  alice = await h.createUser(uniqueEmail('alice'));
  bob = await h.createUser(uniqueEmail('bob'));
});

describe('POST /daypass/checkout', () => {
  it('creates a 15 EUR Checkout Session for the signed-in caller and returns its URL', async () => {
    const res = await h.call('/daypass/checkout', { jwt: alice.jwt });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: string; url: string };
    expect(body.url).toBe(`https://checkout.fake.test/pay/${body.id}`);

    const request = h.stripe.callsTo('/v1/checkout/sessions').at(-1)!;
    expect(request.headers['stripe-version']).toBe('2024-06-20');
    expect(request.form).toMatchObject({
      mode: 'payment',
      client_reference_id: alice.id,
      customer_email: alice.email,
      metadata: { product: 'daypass', user_id: alice.id },
      line_items: { '0': { quantity: '1', price_data: { currency: 'eur', unit_amount: '1500' } } },
    });
    expect(String(request.form.success_url)).toMatch(
      new RegExp(`^${h.url}/checkout/success\\?session_id=\\{CHECKOUT_SESSION_ID\\}$`),
    );
    expect(request.form.cancel_url).toBe(`${h.url}/checkout/cancelled`);
    expect(h.stripe.sessions.get(body.id)).toMatchObject({ amount_total: 1500, currency: 'eur' });
  });

  it('buys for the caller only, whatever the body claims', async () => {
    const res = await h.call('/daypass/checkout', {
      jwt: bob.jwt,
      body: { user_id: alice.id, client_reference_id: alice.id, email: alice.email },
    });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    expect(h.stripe.sessions.get(id)).toMatchObject({
      client_reference_id: bob.id,
      customer_email: bob.email,
      metadata: { user_id: bob.id },
    });
  });

  it('refuses a caller without a valid user JWT and creates nothing', async () => {
    const before = h.stripe.callsTo('/v1/checkout/sessions').length;
    const missing = await h.call('/daypass/checkout');
    const anonKey = await h.call('/daypass/checkout', { jwt: h.server.anonKey });
    const forged = await h.call('/daypass/checkout', { jwt: `${alice.jwt.slice(0, -4)}AAAA` });
    expect([missing.status, anonKey.status, forged.status]).toEqual([401, 401, 401]);
    expect(h.stripe.callsTo('/v1/checkout/sessions').length).toBe(before);
  });

  it('answers 500 when the provider fails, without leaking its error', async () => {
    h.stripe.setFailure({ kind: 'error500' });
    try {
      const res = await h.call('/daypass/checkout', { jwt: alice.jwt });
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({ code: 500, error: 'checkout_failed' });
    } finally {
      h.stripe.setFailure(null);
    }
  });

  it('answers CORS preflights for the browser', async () => {
    const res = await h.call('/daypass/checkout', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-client-info');
  });
});
