import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsHarness, startPaymentsHarness } from '../../support/paymentsHarness.ts';
import { uniqueEmail } from '../../support/startTestServer.ts';

/**
 * One address, one account: an e-mail with a zero-width space, other invisible characters,
 * another case or another Unicode form is the same address at sign-up, sign-in, the
 * subscriber lookup and the payment lookup.
 */
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(async () => {
  await h?.close();
});

const ZWSP = '\u200b';
const PASSWORD = 'canal-walk-2026';

/** `name@example.com` spelled with invisible characters, spaces and another case. */
function disguise(email: string): string {
  const [local, domain] = email.split('@');
  return ` ${local!.slice(0, 3)}${ZWSP}${local!.slice(3).toUpperCase()}\u2060@${domain}\ufeff `;
}

async function accountsFor(email: string): Promise<number> {
  const { rows } = await h.server.server.db.query<{ n: number }>(
    `select count(*)::int as n from auth.users where replace(email, $2, '') = $1`,
    [email, ZWSP],
  );
  return rows[0]!.n;
}

describe('e-mail normalisation', () => {
  it('does not create a second account for the same address in disguise', async () => {
    const email = uniqueEmail('walker');
    await h.createUser(email);
    const again = await h.anon().auth.signUp({ email: disguise(email), password: PASSWORD });
    // Confirmations are on: the answer for a known address is the fake user without identities.
    expect(again.data.user?.identities ?? []).toEqual([]);
    expect(await accountsFor(email)).toBe(1);
  });

  it('signs in with the address in disguise', async () => {
    const email = uniqueEmail('walker');
    const user = await h.createUser(email);
    const { data, error } = await h
      .anon()
      .auth.signInWithPassword({ email: disguise(email), password: user.password });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it('treats composed and decomposed accents as one address', async () => {
    const composed = `jos\u00e9-${Date.now()}@example.com`;
    const user = await h.createUser(composed);
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    const { error } = await h
      .anon()
      .auth.signInWithPassword({ email: decomposed, password: user.password });
    expect(error).toBeNull();
  });

  it('finds the account at the subscriber lookup', async () => {
    const email = uniqueEmail('member');
    await h.createUser(email);
    const res = await h.call('/subscriber/lookup', { body: { email: disguise(email) } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: 'password' });
  });

  it('finds the customer at the payment provider', async () => {
    const email = `Jan.Jansen-${Date.now()}@Example.com`;
    h.stripe.addSubscription(h.stripe.addCustomer(email), 'active');
    const typed = `${ZWSP}${email}${ZWSP} `;
    const res = await h.call('/subscriber/lookup', { body: { email: typed } });
    expect(await res.json()).toMatchObject({ outcome: 'activation_needed' });
  });

  it('refuses an over-long address with Supabase’s validation error everywhere', async () => {
    const long = `${'a'.repeat(250)}@example.com`;
    const signUp = await h.anon().auth.signUp({ email: long, password: PASSWORD });
    expect(signUp.error).toMatchObject({ code: 'validation_failed', status: 400 });
    expect(signUp.error?.message).toBe('An email address is too long');
    const recover = await h.anon().auth.resetPasswordForEmail(long);
    expect(recover.error).toMatchObject({ code: 'validation_failed', status: 400 });
    const lookup = await h.call('/subscriber/lookup', { body: { email: long } });
    expect(lookup.status).toBe(400);
    expect(await lookup.json()).toMatchObject({ error: 'invalidEmail' });
  });
});

describe('user_metadata size', () => {
  const big = { bio: 'x'.repeat(900 * 1024) };

  it('refuses a huge user_metadata at sign-up with a clear error', async () => {
    const { data, error } = await h
      .anon()
      .auth.signUp({ email: uniqueEmail('big'), password: PASSWORD, options: { data: big } });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ code: 'validation_failed', status: 400 });
    expect(error?.message).toMatch(/metadata is too large/i);
  });

  it('refuses a huge update, so the user cannot lock themselves out', async () => {
    const email = uniqueEmail('big');
    const user = await h.createUser(email);
    const client = h.anon();
    await client.auth.signInWithPassword({ email, password: user.password });
    const update = await client.auth.updateUser({ data: big });
    expect(update.error).toMatchObject({ code: 'validation_failed', status: 400 });
    // Small updates still work, and the next session still fits in a request.
    expect((await client.auth.updateUser({ data: { language: 'nl' } })).error).toBeNull();
    const again = await h.signIn(email, user.password);
    const res = await fetch(`${h.url}/rest/v1/rpc/current_access`, {
      method: 'POST',
      headers: { apikey: h.server.anonKey, authorization: `Bearer ${again}` },
    });
    expect(res.status).toBe(200);
  });

  it('refuses a huge user_metadata through the admin API too', async () => {
    const { error } = await h.admin.auth.admin.createUser({
      email: uniqueEmail('big'),
      password: PASSWORD,
      user_metadata: big,
    });
    expect(error).toMatchObject({ code: 'validation_failed', status: 400 });
  });
});
