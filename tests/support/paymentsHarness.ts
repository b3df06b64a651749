import type { SupabaseClient } from '@supabase/supabase-js';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type FakeStripe, startFakeStripe } from './fakeStripe.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';

/** Obviously fake: the repo's secret scanner must never mistake it for a real one. */
export const TEST_WEBHOOK_SECRET = 'whsec_test_fake';

/** Short, so that a provider that never answers fails the check quickly (production: 30 s). */
const TEST_STRIPE_TIMEOUT_MS = 300;

export type TestUser = { id: string; email: string; password: string; jwt: string };

export type PaymentsHarness = {
  url: string;
  stripe: FakeStripe;
  server: TestServer;
  admin: SupabaseClient;
  anon(): SupabaseClient;
  /** Moves the function's clock forward (the database keeps real time). */
  advanceClock(ms: number): void;
  resetClock(): void;
  /** A request to the api function as mounted by the local server (`/functions/v1/api…`). */
  call(
    path: string,
    init?: { jwt?: string; body?: unknown; method?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  deliver(
    event: unknown,
    options?: { secret?: string; signature?: string | null },
  ): Promise<Response>;
  createUser(email: string, options?: { confirmed?: boolean }): Promise<TestUser>;
  signIn(email: string, password: string): Promise<string>;
  dayPasses(
    userId: string,
  ): Promise<{ expiry_time: string; checkout_session_id: string; active: boolean }[]>;
  close(): Promise<void>;
};

/**
 * A fake Stripe API and the local server with the api function pointed at it (by host and
 * port, through the server's env), the function's clock under the test's control.
 */
export async function startPaymentsHarness(
  options: { seed?: boolean } = {},
): Promise<PaymentsHarness> {
  const stripe = await startFakeStripe();
  let offset = 0;
  const server = await startTestServer({
    seed: options.seed ?? false,
    env: {
      ...stripe.env,
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_TIMEOUT_MS: String(TEST_STRIPE_TIMEOUT_MS),
      // The tests play a proxy in front of the server (they connect from loopback) and name
      // the client in X-Forwarded-For; 10/8 stands for further proxies on the way.
      TRUSTED_PROXIES: '127.0.0.1, ::1, 10.0.0.0/8',
    },
    apiEnv: { now: () => Date.now() + offset },
  });
  const admin = server.admin();
  const functionUrl = `${server.url}/functions/v1/api`;

  const call: PaymentsHarness['call'] = (path, init = {}) =>
    fetch(`${functionUrl}${path}`, {
      method: init.method ?? 'POST',
      headers: {
        'content-type': 'application/json',
        ...(init.jwt ? { authorization: `Bearer ${init.jwt}` } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  const signIn = async (email: string, password: string) => {
    const { data, error } = await server.client().auth.signInWithPassword({ email, password });
    if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
    return data.session.access_token;
  };

  return {
    url: server.url,
    stripe,
    server,
    admin,
    anon: () => server.client(),
    advanceClock: (ms) => {
      offset += ms;
    },
    resetClock: () => {
      offset = 0;
    },
    call,
    deliver: (event, options = {}) => {
      const payload = JSON.stringify(event);
      const signature =
        options.signature !== undefined
          ? options.signature
          : Stripe.webhooks.generateTestHeaderString({
              payload,
              secret: options.secret ?? TEST_WEBHOOK_SECRET,
            });
      return fetch(`${functionUrl}/payments/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature === null ? {} : { 'stripe-signature': signature }),
        },
        body: payload,
      });
    },
    createUser: async (email, options = {}) => {
      const password = 'walk-the-city-42';
      const { data, error } = await admin.auth.admin.createUser({
        email,
        password,
        email_confirm: options.confirmed ?? true,
      });
      if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
      const jwt = options.confirmed === false ? '' : await signIn(email, password);
      return { id: data.user.id, email, password, jwt };
    },
    signIn,
    dayPasses: async (userId) => {
      const { rows } = await server.server.db.query<{
        expiry_time: string;
        checkout_session_id: string;
        active: boolean;
      }>(
        'select expiry_time::text, checkout_session_id, active from public.day_passes where user_id = $1',
        [userId],
      );
      return rows;
    },
    close: async () => {
      await server.close();
      await stripe.close();
    },
  };
}

/**
 * Call once at a test file's top level: one harness for the file, closed after it, and before
 * each test the fake provider answers normally and the function's clock is real time again.
 * The returned object is filled in `beforeAll`, so tests (which run after it) see it complete.
 */
export function setUpPaymentsHarness(options: { seed?: boolean } = {}): PaymentsHarness {
  const h = {} as PaymentsHarness;
  let started: PaymentsHarness | undefined;
  beforeAll(async () => {
    started = await startPaymentsHarness(options);
    Object.assign(h, started);
  });
  afterAll(async () => {
    await started?.close();
  });
  beforeEach(() => {
    h.stripe.setFailure(null);
    h.resetClock();
  });
  return h;
}

/** A `checkout.session.completed` event as Stripe sends it, for a session from the fake. */
export function completedEvent(
  session: Record<string, unknown>,
  id = `evt_${crypto.randomUUID()}`,
) {
  return {
    id,
    object: 'event',
    api_version: '2024-06-20',
    created: Math.floor(Date.now() / 1000),
    type: 'checkout.session.completed',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: session },
  };
}

export { uniqueEmail } from './startTestServer.ts';
