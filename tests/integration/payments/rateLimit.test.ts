import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUBSCRIBER_LIMITS } from '../../../supabase/functions/api/rateLimit.ts';
import { type PaymentsHarness, startPaymentsHarness } from '../../support/paymentsHarness.ts';
import { uniqueEmail } from '../../support/startTestServer.ts';

let h: PaymentsHarness;

beforeAll(async () => {
  h = await startPaymentsHarness();
});

afterAll(async () => {
  await h?.close();
});

const LOOKUP = SUBSCRIBER_LIMITS.lookup;
const ACTIVATE = SUBSCRIBER_LIMITS.activate;
const PASSWORD = 'canal-walk-2026';

const TOO_MANY = {
  code: 429,
  error: 'over_request_rate_limit',
  message: 'Too many attempts. Please wait a few minutes and try again.',
};

let addressCount = 0;
/** A client address no other test uses (TEST-NET-2), so tests do not share counters. */
function nextAddress(): string {
  addressCount += 1;
  return `198.51.100.${addressCount}`;
}

type Reply = {
  status: number;
  retryAfter: string | null;
  exposed: string | null;
  body: Record<string, unknown>;
};

async function reply(res: Response): Promise<Reply> {
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    exposed: res.headers.get('access-control-expose-headers'),
    body: (await res.json()) as Record<string, unknown>,
  };
}

function lookup(email: string, from?: string): Promise<Reply> {
  const headers: Record<string, string> = from ? { 'x-forwarded-for': from } : {};
  return h.call('/subscriber/lookup', { body: { email }, headers }).then(reply);
}

function activate(email: string, from: string): Promise<Reply> {
  return h
    .call('/subscriber/activate', {
      body: { email, password: PASSWORD, confirmation: PASSWORD },
      headers: { 'x-forwarded-for': from },
    })
    .then(reply);
}

/** `count` lookups of fresh, unknown e-mails from one address; each must be answered. */
async function useUpLookups(from: string | undefined, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    expect((await lookup(uniqueEmail('probe'), from)).status).toBe(404);
  }
}

function expectTooMany(answer: Reply, windowSeconds: number): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual(TOO_MANY);
  const wait = Number(answer.retryAfter);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
  // A browser on another origin (the app calling the function) may read it.
  expect(answer.exposed?.toLowerCase()).toContain('retry-after');
}

/** Ends every open window, as if the window length had passed. */
async function endAllWindows(): Promise<void> {
  await h.server.server.db.query(
    `update private.rate_limits set window_ends_at = now() - interval '1 second'`,
  );
}

describe('subscriber lookup rate limit', () => {
  it('answers 429 with Retry-After once one address is over its limit, before any work', async () => {
    const from = nextAddress();
    await useUpLookups(from, LOOKUP.perAddress.max);

    const stripeCalls = h.stripe.requests.length;
    // Read from the right, past the trusted proxies: the client is the entry before them.
    expectTooMany(
      await lookup(uniqueEmail('probe'), `${nextAddress()}, ${from}, 10.0.0.7`),
      LOOKUP.perAddress.windowSeconds,
    );
    expect(h.stripe.requests.length).toBe(stripeCalls);

    expect((await lookup(uniqueEmail('probe'), nextAddress())).status).toBe(404);
  });

  it('limits lookups of one e-mail however many addresses ask', async () => {
    const email = uniqueEmail('target');
    for (let i = 0; i < LOOKUP.perEmail.max; i++) {
      expect((await lookup(email, nextAddress())).status).toBe(404);
    }
    const other = nextAddress();
    expectTooMany(await lookup(email.toUpperCase(), other), LOOKUP.perEmail.windowSeconds);
    expect((await lookup(uniqueEmail('someone-else'), other)).status).toBe(404);
  });

  it('serves an address and an e-mail again once their window has ended', async () => {
    const from = nextAddress();
    const email = uniqueEmail('patient');
    for (let i = 0; i < LOOKUP.perEmail.max; i++) await lookup(email, from);
    expect((await lookup(email, from)).status).toBe(429);

    await endAllWindows();
    expect(await lookup(email, from)).toMatchObject({ status: 404, retryAfter: null });
  });

  it('does not count requests it rejects as malformed', async () => {
    const from = nextAddress();
    for (let i = 0; i < LOOKUP.perAddress.max + 1; i++) {
      expect((await lookup('not-an-email', from)).status).toBe(400);
    }
    expect((await lookup(uniqueEmail('probe'), from)).status).toBe(404);
  });

  it('fills in the caller address from the connection when no proxy sent one', async () => {
    await useUpLookups(undefined, LOOKUP.perAddress.max);
    expect((await lookup(uniqueEmail('probe'))).status).toBe(429);
    // The test client connects from 127.0.0.1: that is the address that was counted.
    expect((await lookup(uniqueEmail('probe'), '127.0.0.1')).status).toBe(429);
    expect((await lookup(uniqueEmail('probe'), nextAddress())).status).toBe(404);
  });
});

describe('subscriber activation rate limit', () => {
  it('limits activations per address', async () => {
    const from = nextAddress();
    for (let i = 0; i < ACTIVATE.perAddress.max; i++) {
      expect((await activate(uniqueEmail('nosub'), from)).status).toBe(404);
    }
    expectTooMany(await activate(uniqueEmail('nosub'), from), ACTIVATE.perAddress.windowSeconds);
    expect((await activate(uniqueEmail('nosub'), nextAddress())).status).toBe(404);
  });

  it('limits activations per e-mail across addresses, before asking the provider', async () => {
    const email = uniqueEmail('subscriber');
    h.stripe.addSubscription(h.stripe.addCustomer(email), 'active');
    expect((await activate(email, nextAddress())).status).toBe(200);
    // Later tries reach the auth server, which may refuse to mail again so soon (its own 429).
    for (let i = 1; i < ACTIVATE.perEmail.max; i++) await activate(email, nextAddress());

    const stripeCalls = h.stripe.requests.length;
    expectTooMany(await activate(email, nextAddress()), ACTIVATE.perEmail.windowSeconds);
    expect(h.stripe.requests.length).toBe(stripeCalls);
  });
});

describe('when the limiter cannot answer', () => {
  it('lets the request through and logs it without the address or e-mail', async () => {
    const from = nextAddress();
    const email = uniqueEmail('outage');
    await useUpLookups(from, LOOKUP.perAddress.max);
    expect((await lookup(email, from)).status).toBe(429);

    const db = h.server.server.db;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await db.query('revoke execute on function public.hit_rate_limit from service_role');
    try {
      expect((await lookup(email, from)).status).toBe(404);
      const logged = errors.mock.calls.map((args) => args.join(' ')).join('\n');
      expect(logged).toContain('rate limit');
      expect(logged).not.toContain(from);
      expect(logged).not.toContain(email);
    } finally {
      await db.query('grant execute on function public.hit_rate_limit to service_role');
      errors.mockRestore();
    }
    expect((await lookup(email, from)).status).toBe(429);
  });
});

describe('hit_rate_limit over the REST API', () => {
  it('opens a new window after a short one has passed', async () => {
    const key = `test:${crypto.randomUUID()}`;
    const hit = async () => {
      const { data, error } = await h.admin.rpc('hit_rate_limit', {
        p_key: key,
        p_limit: 1,
        p_window_seconds: 1,
      });
      if (error) throw new Error(error.message);
      return data as number;
    };
    expect(await hit()).toBe(0);
    expect(await hit()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await hit()).toBe(0);
  });

  it('refuses anon and signed-in callers with 42501', async () => {
    const args = { p_key: 'lookup:address:203.0.113.1', p_limit: 1000, p_window_seconds: 60 };
    const asAnon = await h.anon().rpc('hit_rate_limit', args);
    expect(asAnon.error?.code).toBe('42501');

    const user = await h.createUser(uniqueEmail('member'));
    const client = h.anon();
    await client.auth.signInWithPassword({ email: user.email, password: user.password });
    const asUser = await client.rpc('hit_rate_limit', args);
    expect(asUser.error?.code).toBe('42501');
  });
});
