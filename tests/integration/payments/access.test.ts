import { describe, expect, it } from 'vitest';
import { setUpPaymentsHarness, type TestUser, uniqueEmail } from '../../support/paymentsHarness.ts';

const h = setUpPaymentsHarness();

async function refresh(user: TestUser) {
  const res = await h.call('/access/refresh', { jwt: user.jwt });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

async function subscribedUser(status = 'active') {
  const user = await h.createUser(uniqueEmail('reader'));
  const subscriptionId = h.stripe.addSubscription(h.stripe.addCustomer(user.email), status);
  return { user, subscriptionId };
}

/** Requests that reached the provider so far. */
const providerCalls = () => h.stripe.requests.length;

describe('POST /access/refresh', () => {
  it('grants a subscriber access and asks the provider at most once a minute', async () => {
    const { user } = await subscribedUser();
    const before = providerCalls();
    expect(await refresh(user)).toMatchObject({ has_subscription: true, has_day_pass: false });
    const afterFirst = providerCalls();
    expect(afterFirst).toBeGreaterThan(before);

    h.advanceClock(30_000);
    expect(await refresh(user)).toMatchObject({ has_subscription: true });
    expect(providerCalls()).toBe(afterFirst);

    h.advanceClock(31_000);
    expect(await refresh(user)).toMatchObject({ has_subscription: true });
    expect(providerCalls()).toBeGreaterThan(afterFirst);
  });

  it('counts trialing, not canceled subscriptions', async () => {
    expect(await refresh((await subscribedUser('trialing')).user)).toMatchObject({
      has_subscription: true,
    });
    expect(await refresh((await subscribedUser('canceled')).user)).toMatchObject({
      has_subscription: false,
    });
  });

  it('caches "no customer" too, and answers no access', async () => {
    const user = await h.createUser(uniqueEmail('walker'));
    expect(await refresh(user)).toMatchObject({ has_subscription: false, has_day_pass: false });
    const afterFirst = providerCalls();
    expect(await refresh(user)).toMatchObject({ has_subscription: false });
    expect(providerCalls()).toBe(afterFirst);
  });

  it('keeps the previous access when the provider answers 500', async () => {
    const { user } = await subscribedUser();
    expect(await refresh(user)).toMatchObject({ has_subscription: true });
    h.advanceClock(61_000);
    h.stripe.setFailure({ kind: 'error500' });
    expect(await refresh(user)).toMatchObject({
      has_subscription: true,
      error: 'Failed to check subscription',
    });
  });

  it('keeps the previous access when the provider times out', async () => {
    const { user } = await subscribedUser();
    expect(await refresh(user)).toMatchObject({ has_subscription: true });
    h.advanceClock(61_000);
    h.stripe.setFailure({ kind: 'delay', delayMs: 5_000 });
    expect(await refresh(user)).toMatchObject({
      has_subscription: true,
      error: 'Failed to check subscription',
    });
  });

  it('follows the provider when a subscription ends or starts', async () => {
    const { user, subscriptionId } = await subscribedUser();
    expect(await refresh(user)).toMatchObject({ has_subscription: true });
    h.stripe.setSubscriptionStatus(subscriptionId, 'canceled');
    h.advanceClock(61_000);
    expect(await refresh(user)).toMatchObject({ has_subscription: false });
    h.stripe.setSubscriptionStatus(subscriptionId, 'active');
    h.advanceClock(61_000);
    expect(await refresh(user)).toMatchObject({ has_subscription: true });
  });

  it("binds the subscription to the account's own e-mail", async () => {
    // The subscription belongs to another address; nothing the caller sends changes that.
    const owner = uniqueEmail('owner');
    h.stripe.addSubscription(h.stripe.addCustomer(owner), 'active');
    const other = await h.createUser(uniqueEmail('other'));
    const res = await h.call('/access/refresh', { jwt: other.jwt, body: { email: owner } });
    expect(await res.json()).toMatchObject({ has_subscription: false });
  });

  it('drops the subscription when the account moves to another e-mail', async () => {
    const { user } = await subscribedUser();
    expect(await refresh(user)).toMatchObject({ has_subscription: true });
    const moved = uniqueEmail('moved');
    await h.server.server.db.query('update auth.users set email = $1 where id = $2', [
      moved,
      user.id,
    ]);
    // Well inside the 60 s window: the old address's answer no longer counts.
    expect(await refresh(user)).toMatchObject({ has_subscription: false });
  });

  it("keeps the function's service-only helpers away from browsers", async () => {
    const user = await h.createUser(uniqueEmail('curious'));
    const asUser = h.anon();
    await asUser.auth.signInWithPassword({ email: user.email, password: user.password });
    for (const client of [h.anon(), asUser]) {
      const lookup = await client.rpc('account_by_email', { p_email: user.email });
      const checked = await client.rpc('subscription_cache', { p_user_id: user.id });
      expect([lookup.error?.code, checked.error?.code]).toEqual(['42501', '42501']);
    }
  });

  it('refuses a caller without a user JWT', async () => {
    expect((await h.call('/access/refresh')).status).toBe(401);
  });
});
