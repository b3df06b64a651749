import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncPullResponse } from '../../../src/sync/protocol.ts';
import { startTestServer, type TestServer, uniqueEmail } from '../../support/startTestServer.ts';

/**
 * Local development without a payment key, end to end through the local server: the app's
 * supabase-js client asks the mounted function for a checkout, the stand-in page "pays" by
 * sending a signed webhook to the real webhook route, and the day pass opens exactly the
 * day-pass routes.
 */
const LOCAL_SUBSCRIBER = 'reader@local.test';
let server: TestServer;
let user: { id: string; client: SupabaseClient };
const ROUTES = {
  trial: crypto.randomUUID(),
  daypass: crypto.randomUUID(),
  subscription: crypto.randomUUID(),
  book: crypto.randomUUID(),
};

beforeAll(async () => {
  // Empty values override a developer's own keys: this is the no-payment-key setup.
  server = await startTestServer({
    seed: false,
    env: { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', LOCAL_SUBSCRIBERS: LOCAL_SUBSCRIBER },
  });
  await insertRoutes();
  user = await signedInUser();
});

afterAll(async () => {
  await server?.close();
});

async function insertRoutes(): Promise<void> {
  const flags: Record<keyof typeof ROUTES, [boolean, boolean, boolean]> = {
    trial: [false, true, false],
    daypass: [true, false, false],
    subscription: [false, false, false],
    book: [false, false, true],
  };
  for (const [name, id] of Object.entries(ROUTES) as [keyof typeof ROUTES, string][]) {
    const [daypass, trial, book] = flags[name];
    const location = crypto.randomUUID();
    await server.server.db.query(
      `insert into public.routes (id, name, published, daypass, is_trial, is_book)
       values ($1, $2, true, $3, $4, $5)`,
      [id, `Route ${name}`, daypass, trial, book],
    );
    await server.server.db.query(
      `insert into public.locations (id, slug, title_nl, article_nl, lat, lng)
       values ($1, $2, $3, '<p>Verhaal</p>', 52.36, 4.88)`,
      [location, `stop-${name}-${location.slice(0, 8)}`, `Stop ${name}`],
    );
    await server.server.db.query(
      `insert into public.route_locations (id, route_id, location_id, "order") values ($1, $2, $3, 1)`,
      [crypto.randomUUID(), id, location],
    );
  }
}

async function signedInUser() {
  const email = uniqueEmail('tourist');
  const password = 'hotel-wifi-2026';
  const created = await server.admin().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  const anon = server.client();
  const { data, error } = await anon.auth.signInWithPassword({ email, password });
  if (error || !data.session || !created.data.user) throw new Error(`sign-in: ${error?.message}`);
  return { id: created.data.user.id, client: anon };
}

/** Route ids whose stops the user may read now. */
async function openRoutes(): Promise<string[]> {
  const { data, error } = await user.client.rpc('sync_pull', { since: 0, access_key: '' });
  if (error) throw new Error(error.message);
  const pull = data as SyncPullResponse;
  const unlocked = new Set(pull.locations.filter((l) => !l.locked).map((l) => l.id));
  const ours = new Set<string>(Object.values(ROUTES));
  return pull.route_locations
    .filter((stop) => ours.has(stop.route_id) && unlocked.has(stop.location_id))
    .map((stop) => stop.route_id)
    .sort();
}

async function startCheckout(): Promise<{ id: string; url: string }> {
  const { data, error } = await user.client.functions.invoke('api/daypass/checkout');
  if (error) throw new Error(`checkout: ${error.message}`);
  return data as { id: string; url: string };
}

async function dayPassCount(): Promise<number> {
  const { rows } = await server.server.db.query<{ n: number }>(
    'select count(*)::int as n from public.day_passes where user_id = $1',
    [user.id],
  );
  return rows[0]?.n ?? 0;
}

describe('local stand-in checkout', () => {
  it('sends the buyer to a page that plainly says it is a local stand-in', async () => {
    const checkout = await startCheckout();
    expect(checkout.url).toBe(`${server.url}/_dev/checkout/${encodeURIComponent(checkout.id)}`);
    const page = await fetch(checkout.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Local stand-in, not a real payment.');
    expect(html).toContain('Pay 15 EUR');
    expect(html).toContain('Cancel');
  });

  it('cancelling returns to the app and grants nothing', async () => {
    const checkout = await startCheckout();
    const res = await fetch(`${checkout.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${server.url}/checkout/cancelled`);
    expect(await dayPassCount()).toBe(0);
    expect(await openRoutes()).toEqual([ROUTES.trial].sort());
  });

  it('paying grants one day pass that opens exactly the day-pass routes', async () => {
    const checkout = await startCheckout();
    const pay = () => fetch(`${checkout.url}/pay`, { method: 'POST', redirect: 'manual' });
    const res = await pay();
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `${server.url}/checkout/success?session_id=${checkout.id}`,
    );
    expect((await pay()).status).toBe(303);
    expect(await dayPassCount()).toBe(1);

    const { data } = await user.client.functions.invoke('api/access/refresh');
    expect(data).toMatchObject({ has_day_pass: true, has_subscription: false });
    expect(await openRoutes()).toEqual([ROUTES.trial, ROUTES.daypass].sort());
  });

  it('refuses a session id it did not issue', async () => {
    const checkout = await startCheckout();
    const forged = checkout.url.replace(/.{4}$/, 'beef');
    expect((await fetch(forged)).status).toBe(404);
    expect((await fetch(`${forged}/pay`, { method: 'POST' })).status).toBe(404);
  });

  it('answers a browser preflight on the mounted function', async () => {
    const res = await fetch(`${server.url}/functions/v1/api/daypass/checkout`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(204);
  });
});

describe('subscriber lookup without a payment key', () => {
  async function lookup(email: string) {
    const res = await fetch(`${server.url}/functions/v1/api/subscriber/lookup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    return { status: res.status, body: await res.json() };
  }

  it('treats the e-mails in LOCAL_SUBSCRIBERS as active subscribers', async () => {
    expect(await lookup('Reader@Local.test')).toMatchObject({
      status: 200,
      body: { outcome: 'activation_needed', message: 'Active subscription found' },
    });
  });

  it('knows no customer for any other e-mail', async () => {
    expect(await lookup(uniqueEmail('nobody'))).toMatchObject({
      status: 404,
      body: { outcome: 'subscription_required', message: 'Customer email not found in Stripe' },
    });
  });
});
