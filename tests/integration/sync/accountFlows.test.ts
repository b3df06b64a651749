import 'fake-indexeddb/auto';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import type { PaidAccessContext } from '../../../src/actions/accountContext.ts';
import { buyDayPass, confirmDayPassPayment } from '../../../src/actions/buyDayPass.ts';
import { requestPasswordReset, resetPassword } from '../../../src/actions/passwordReset.ts';
import { signInAndCheckAccess } from '../../../src/actions/signIn.ts';
import { signUp } from '../../../src/actions/signUp.ts';
import { activateSubscriber, lookUpSubscriber } from '../../../src/actions/subscriberLogin.ts';
import { NETWORK, TIMEOUT } from '../../../src/domain/authFailure.ts';
import { createAuthStorage } from '../../../src/lib/authStorage.ts';
import { memoryStore } from '../../../src/lib/webStorage.ts';
import { createSupabaseAccount } from '../../../src/sync/supabase/supabaseAccount.ts';
import { createSupabasePaidAccess } from '../../../src/sync/supabase/supabasePaidAccess.ts';
import {
  clientFor,
  FaultyFetch,
  type RealtimeTransport,
  settle,
  setUpSyncServer,
} from '../../support/serverSync.ts';
import { uniqueEmail } from '../../support/startTestServer.ts';

/**
 * The account actions the new screens call, with the real engine, supabase-js and the local
 * server: password recovery, the subscriber login's server steps, the day pass checkout and
 * the access check after paying, and what a request that times out or fails answers.
 */
const SUBSCRIBER = 'reader.integration@example.com';
const sync = setUpSyncServer({ env: { LOCAL_SUBSCRIBERS: SUBSCRIBER } });

/** A tab and the actions' context over it; `timeoutMs` shortens how long calls wait. */
async function browser(opts: { timeoutMs?: number } = {}) {
  const faulty = new FaultyFetch();
  const storage = createAuthStorage(memoryStore(), memoryStore());
  const client = clientFor(sync.server, faulty, storage);
  const tab = await sync.startedTab({ faulty, client });
  const account = createSupabaseAccount(client.client, tab.auth, opts);
  const paid = createSupabasePaidAccess(client.client, opts);
  const ctx: PaidAccessContext = {
    db: tab.db,
    storage,
    account: async () => account,
    paidAccess: async () => paid,
    sync: async () => tab.engine,
    redirectTo: () => `${sync.server.url}/auth/callback`,
    recoveryRedirectTo: () => `${sync.server.url}/reset-password`,
  };
  return { tab, ctx, client };
}

async function confirmedUser(email: string, password: string): Promise<void> {
  const { error } = await sync.server
    .admin()
    .auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
}

/** Follows a mailed link as the browser would and returns where it lands. */
async function follow(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

describe('password recovery', () => {
  it('mails a link to the reset screen; its session sets the new password, and only that one works', async () => {
    const { ctx, client, tab } = await browser();
    const email = uniqueEmail('forgot');
    await confirmedUser(email, 'old-password-1');

    expect(await requestPasswordReset(`  ${email.toUpperCase()} `, ctx)).toEqual({ error: null });
    const mail = sync.server.mail.latest(email, 'recovery');
    const landing = await follow(mail?.link ?? '');
    expect(landing.pathname).toBe('/reset-password');
    // supabase-js reads this fragment from the page's URL; here the test hands it over.
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    await client.client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    await settle(tab);

    expect(await resetPassword('new-password-2', ctx)).toEqual({ error: null });
    const other = await browser();
    const old = await signInAndCheckAccess(email, 'old-password-1', false, other.ctx);
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await signInAndCheckAccess(email, 'new-password-2', false, other.ctx);
    expect(fresh).toEqual({ error: null, access: 'none' });
  });

  it('a registration mails a link that lands on the callback screen', async () => {
    const { ctx } = await browser();
    const email = uniqueEmail('register');
    expect(await signUp(email, 'walk-the-route-9', ctx)).toEqual({
      error: null,
      outcome: 'signed_up',
    });
    const landing = await follow(sync.server.mail.latest(email, 'signup')?.link ?? '');
    expect(landing.pathname).toBe('/auth/callback');
    expect(landing.hash).toContain('access_token=');
  });
});

describe('the subscriber login and the day pass, through the function', () => {
  it('looks a subscriber up, activates the account, and refuses a stranger', async () => {
    const { ctx } = await browser();
    expect(await lookUpSubscriber(` ${SUBSCRIBER} `, ctx)).toEqual({
      outcome: 'activation_needed',
      message: 'Active subscription found',
    });
    expect(await activateSubscriber(SUBSCRIBER, 'reader-1', 'reader-2', ctx)).toEqual({
      failure: { code: 'passwordMismatch', message: 'Invalid request', status: 400 },
    });
    expect(await activateSubscriber(SUBSCRIBER, 'reader-1', 'reader-1', ctx)).toEqual({
      outcome: 'confirmation_sent',
      message: 'Confirmation e-mail sent',
    });
    expect(await lookUpSubscriber(uniqueEmail('stranger'), ctx)).toEqual({
      outcome: 'subscription_required',
      message: 'Customer email not found in Stripe',
    });
    expect(await lookUpSubscriber('not-an-address', ctx)).toMatchObject({
      failure: { code: 'invalidEmail', status: 400 },
    });
  });

  it('pays on the local checkout and sees the day pass after a forced access check', async () => {
    const { ctx } = await browser();
    const email = uniqueEmail('buyer');
    await confirmedUser(email, 'walk-the-route-9');
    expect(await signInAndCheckAccess(email, 'walk-the-route-9', true, ctx)).toEqual({
      error: null,
      access: 'none',
    });
    const went: string[] = [];
    expect(await buyDayPass(ctx, (url) => void went.push(url))).toEqual({ error: null });
    const paymentPage = went[0] ?? '';
    expect(paymentPage).toMatch(new RegExp(`^${sync.server.url}/_dev/checkout/cs_local_`));
    const paid = await fetch(`${paymentPage}/pay`, { method: 'POST', redirect: 'manual' });
    expect(new URL(paid.headers.get('location') ?? '').pathname).toBe('/checkout/success');

    // Within the 60 s the last check is cached for; the forced check still sees the pass.
    const result = await confirmDayPassPayment(ctx, {
      attempts: 3,
      delayMs: 10,
      sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
    });
    expect(result.granted).toBe(true);
    expect(result.record.dayPassExpiry).toBeGreaterThan(Date.now() + 71 * 3_600_000);
  });

  it('without a session there is no payment link', async () => {
    const { ctx } = await browser();
    const { error } = await buyDayPass(ctx, () => {
      throw new Error('must not leave');
    });
    expect(error).toMatchObject({ status: 401 });
  });
});

describe('requests that get no answer', () => {
  it('a call that takes too long answers TIMEOUT; one that cannot be sent answers NETWORK', async () => {
    const { tab, client } = await browser();
    // A server that accepts the connection and never answers.
    const hanging = createClient(sync.server.url, sync.server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: NoRealtime as unknown as RealtimeTransport },
      global: { fetch: () => new Promise<Response>(() => {}) },
    });
    const account = createSupabaseAccount(hanging, tab.auth, { timeoutMs: 150 });
    const paid = createSupabasePaidAccess(hanging, { timeoutMs: 150 });
    const started = Date.now();
    expect((await account.signIn('walker@example.com', 'walk-1'))?.code).toBe(TIMEOUT);
    expect(await paid.subscriberLookup('walker@example.com')).toMatchObject({
      failure: { code: TIMEOUT },
    });
    expect(Date.now() - started).toBeLessThan(2_000);

    tab.faulty.offline = true;
    const offline = createSupabaseAccount(client.client, tab.auth);
    expect((await offline.signIn('walker@example.com', 'walk-1'))?.code).toBe(NETWORK);
    expect(
      await createSupabasePaidAccess(client.client).subscriberLookup('w@example.com'),
    ).toMatchObject({ failure: { code: NETWORK } });
  });
});

/** Node 20 has no WebSocket and these calls open no channel. */
class NoRealtime {
  constructor() {
    throw new Error('no realtime here');
  }
}
