import { describe, expect, it } from 'vitest';
import { setUpPaymentsHarness, uniqueEmail } from '../../support/paymentsHarness.ts';

const h = setUpPaymentsHarness();

function subscriber(status: string): string {
  const email = uniqueEmail(status);
  h.stripe.addSubscription(h.stripe.addCustomer(email), status);
  return email;
}

async function lookup(email: unknown) {
  const res = await h.call('/subscriber/lookup', { body: { email } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('POST /subscriber/lookup', () => {
  it('sends an existing account to the password step', async () => {
    const user = await h.createUser(uniqueEmail('member'));
    expect(await lookup(user.email)).toEqual({
      status: 200,
      body: { outcome: 'password', code: 200, message: 'User found' },
    });
  });

  it('asks an active or trialing subscriber without an account to activate', async () => {
    for (const status of ['active', 'trialing']) {
      expect(await lookup(subscriber(status))).toEqual({
        status: 200,
        body: { outcome: 'activation_needed', code: 200, message: 'Active subscription found' },
      });
    }
  });

  it('requires a subscription when the customer has none that counts', async () => {
    for (const status of ['canceled', 'past_due', 'incomplete_expired']) {
      expect(await lookup(subscriber(status))).toEqual({
        status: 401,
        body: { outcome: 'subscription_required', code: 401, message: 'No active subscription' },
      });
    }
  });

  it('requires a subscription when the provider knows no customer with that e-mail', async () => {
    expect(await lookup(uniqueEmail('stranger'))).toEqual({
      status: 404,
      body: {
        outcome: 'subscription_required',
        code: 404,
        message: 'Customer email not found in Stripe',
      },
    });
  });

  it('answers 500 "Failed to check subscription" when the provider answers 500', async () => {
    const email = subscriber('active');
    h.stripe.setFailure({ kind: 'error500' });
    const before = h.stripe.callsTo('/v1/customers').length;
    const { status, body } = await lookup(email);
    expect(status).toBe(500);
    expect(body).toMatchObject({ code: 500, message: 'Failed to check subscription' });
    // One network retry, then give up.
    expect(h.stripe.callsTo('/v1/customers').length - before).toBe(2);
  });

  it('answers 500 "Failed to check subscription" when the provider times out', async () => {
    const email = subscriber('active');
    h.stripe.setFailure({ kind: 'delay', delayMs: 5_000 });
    const { status, body } = await lookup(email);
    expect(status).toBe(500);
    expect(body).toMatchObject({ code: 500, message: 'Failed to check subscription' });
  });

  it('rejects a missing or malformed e-mail without asking the provider', async () => {
    const before = h.stripe.requests.length;
    expect(await lookup('')).toMatchObject({ status: 400, body: { error: 'emailRequired' } });
    expect(await lookup('not-an-email')).toMatchObject({
      status: 400,
      body: { error: 'invalidEmail' },
    });
    expect(h.stripe.requests.length).toBe(before);
  });
});

describe('POST /subscriber/activate', () => {
  const password = 'canal-walk-2026';

  async function activate(email: string, pw = password, confirmation = pw) {
    const res = await h.call('/subscriber/activate', {
      body: { email, password: pw, confirmation },
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it('refuses an e-mail without a subscription and creates no account', async () => {
    const stranger = uniqueEmail('nosub');
    const canceled = subscriber('canceled');
    expect(await activate(stranger)).toMatchObject({
      status: 404,
      body: { outcome: 'subscription_required' },
    });
    expect(await activate(canceled)).toMatchObject({
      status: 401,
      body: { outcome: 'subscription_required' },
    });
    expect(await lookup(stranger)).toMatchObject({ status: 404 });
    expect(h.server.mail.list().filter((m) => m.to === stranger || m.to === canceled)).toEqual([]);
  });

  it('checks the password and its confirmation', async () => {
    const email = subscriber('active');
    expect(await activate(email, password, 'something-else')).toMatchObject({
      status: 400,
      body: { error: 'passwordMismatch' },
    });
    expect(await activate(email, '', '')).toMatchObject({ body: { error: 'passwordRequired' } });
    expect(await activate(email, '12345')).toMatchObject({ body: { error: 'weakPassword' } });
  });

  it('creates the account unconfirmed; the mailed link activates it and access follows', async () => {
    const email = subscriber('active');
    expect(await activate(email)).toEqual({
      status: 200,
      body: { outcome: 'confirmation_sent', code: 200, message: 'Confirmation e-mail sent' },
    });

    // Whoever typed the address cannot use it before the mailbox owner confirms.
    const early = await h.anon().auth.signInWithPassword({ email, password });
    expect(early.error?.message).toBe('Email not confirmed');
    expect(await lookup(email)).toMatchObject({ body: { outcome: 'confirmation_sent' } });

    const mail = h.server.mail
      .list()
      .filter((m) => m.to === email && m.type === 'signup')
      .at(-1);
    expect(mail).toBeDefined();
    const verified = await fetch(mail!.link, { redirect: 'manual' });
    expect(verified.status).toBe(303);
    // The link lands on the app's callback screen, which completes the sign-in.
    const landing = new URL(verified.headers.get('location') ?? '');
    expect(landing.pathname).toBe('/auth/callback');
    expect(landing.hash).toContain('access_token=');

    const jwt = await h.signIn(email, password);
    const access = await h.call('/access/refresh', { jwt });
    expect(await access.json()).toMatchObject({ has_subscription: true });
    expect(await lookup(email)).toMatchObject({ body: { outcome: 'password' } });
  });

  it('keeps access for a subscriber whose newsletter e-mail has capitals', async () => {
    const typed = uniqueEmail('Mixed.Case').replace('mixed.case', 'Mixed.Case');
    h.stripe.addSubscription(h.stripe.addCustomer(typed), 'active');
    expect(await activate(typed)).toMatchObject({ status: 200 });
    const mail = h.server.mail.latest(typed, 'signup');
    await fetch(mail!.link, { redirect: 'manual' });
    const jwt = await h.signIn(typed.toLowerCase(), password);
    h.advanceClock(61_000);
    const access = await h.call('/access/refresh', { jwt });
    expect(await access.json()).toMatchObject({ has_subscription: true });
  });

  it('sends an already activated account to the password step', async () => {
    const email = subscriber('active');
    await h.createUser(email);
    expect(await activate(email)).toMatchObject({ status: 409, body: { outcome: 'password' } });
  });

  it('answers 500 "Failed to check subscription" when the provider fails', async () => {
    const email = subscriber('active');
    h.stripe.setFailure({ kind: 'error500' });
    expect(await activate(email)).toMatchObject({
      status: 500,
      body: { message: 'Failed to check subscription' },
    });
    h.stripe.setFailure(null);
    expect(await lookup(email)).toMatchObject({ body: { outcome: 'activation_needed' } });
  });
});
