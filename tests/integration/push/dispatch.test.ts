import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePushService, startFakePushService } from '../../support/fakePushService.ts';
import { startTestServer, type TestServer, uniqueEmail } from '../../support/startTestServer.ts';

/**
 * Web Push end to end on the local server: a browser (the fake push service's key pair)
 * subscribes through the app's RPC, the server's own timer runs the dispatcher route, and the
 * fake push service decrypts and checks what arrives.
 */
const TICK_MS = 100;
const HOUR = 3_600_000;
let clock = Date.now();
let s: TestServer;
let push: FakePushService;

beforeAll(async () => {
  push = await startFakePushService();
  s = await startTestServer({
    env: { PUSH_ALLOW_LOOPBACK: '1', PUSH_DISPATCH_INTERVAL_MS: String(TICK_MS) },
    apiEnv: { now: () => clock },
  });
  // News queued by the seed is claimed by the first run, before anyone here subscribes.
  expect((await dispatch(s.serviceRoleKey)).status).toBe(200);
});
afterAll(async () => {
  await s?.close();
  await push?.close();
});

function dispatch(token: string): Promise<Response> {
  return fetch(`${s.url}/functions/v1/api/push/dispatch`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, apikey: s.anonKey },
  });
}

async function signedInUser(): Promise<{ id: string; client: SupabaseClient }> {
  const email = uniqueEmail('push');
  const password = 'push-walker-1';
  const { data, error } = await s
    .admin()
    .auth.admin.createUser({ email, password, email_confirm: true });
  if (error || !data.user) throw new Error(`createUser: ${error?.message}`);
  const client = s.client();
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  return { id: data.user.id, client };
}

async function subscribe(client: SupabaseClient, lang: 'nl' | 'eng') {
  const sub = push.subscribe();
  const { error } = await client.rpc('save_push_subscription', {
    p_endpoint: sub.endpoint,
    p_p256dh: sub.p256dh,
    p_auth: sub.auth,
    p_lang: lang,
  });
  if (error) throw new Error(`save_push_subscription: ${error.message}`);
  return sub;
}

const idOf = (endpoint: string) => endpoint.split('/push/')[1];
const to = (endpoint: string) => push.deliveries.filter((d) => d.subscription === idOf(endpoint));
const ticks = (n: number) => new Promise((resolve) => setTimeout(resolve, n * TICK_MS));

async function publishRoute(name: string, nameEn: string): Promise<string> {
  const id = randomUUID();
  await s.server.db.query(
    'insert into public.routes (id, name, name_en, published) values ($1, $2, $3, true)',
    [id, name, nameEn],
  );
  return id;
}

describe('push notifications', () => {
  it('hands out the public key; only the scheduler may run the dispatcher', async () => {
    const res = await fetch(`${s.url}/functions/v1/api/push/key`, {
      method: 'POST',
      headers: { apikey: s.anonKey },
    });
    const body = (await res.json()) as { publicKey: string };
    expect(Object.keys(body)).toEqual(['publicKey']);
    expect(Buffer.from(body.publicKey, 'base64url')).toHaveLength(65);
    expect((await dispatch(s.anonKey)).status).toBe(401);
    expect((await dispatch('not-the-key')).status).toBe(401);
  });

  it('reminds a day pass holder once, an hour before the pass expires, on the server timer', async () => {
    const walker = await signedInUser();
    const sub = await subscribe(walker.client, 'nl');
    const { data: pass, error } = await s.admin().rpc('grant_day_pass', {
      p_user_id: walker.id,
      p_checkout_session_id: `cs_push_${randomUUID()}`,
      p_event_id: null,
    });
    if (error) throw error;
    const expiry = Number((pass as { expiry_time: number }).expiry_time);

    clock = expiry - 2 * HOUR;
    await ticks(5);
    expect(to(sub.endpoint)).toEqual([]);

    clock = expiry - 50 * 60_000;
    await expect.poll(() => to(sub.endpoint).length, { timeout: 5_000 }).toBe(1);
    await ticks(8); // more runs of the timer, and the hour is still on
    clock = expiry - 10 * 60_000;
    await ticks(5);
    expect(to(sub.endpoint)).toHaveLength(1);
    expect(push.rejected).toEqual([]);

    const [reminder] = to(sub.endpoint);
    expect(reminder?.message).toEqual({
      title: 'Je dagpas verloopt over een uur',
      body: expect.stringMatching(/^Je dagpas is nog geldig tot \d\d:\d\d\.$/),
      url: '/profile',
      tag: 'daypass-expiry',
    });
    expect(reminder?.headers.ttl).toBe('3600');
    expect(reminder?.headers['content-encoding']).toBe('aes128gcm');
    expect(reminder?.vapid.aud).toBe(push.url);
    expect(reminder?.vapid.sub).toMatch(/^mailto:/);
    const key = await fetch(`${s.url}/functions/v1/api/push/key`, {
      method: 'POST',
      headers: { apikey: s.anonKey },
    });
    expect(reminder?.vapid.publicKey).toBe(((await key.json()) as { publicKey: string }).publicKey);
  });

  it('announces a newly published route to every subscribed browser in its language', async () => {
    const a = await signedInUser();
    const b = await signedInUser();
    const dutch = await subscribe(a.client, 'nl');
    const english = await subscribe(b.client, 'eng');
    const route = await publishRoute('Langs de Amstel', 'Along the Amstel');

    await expect.poll(() => to(dutch.endpoint).length + to(english.endpoint).length).toBe(2);
    expect(to(dutch.endpoint)[0]?.message).toMatchObject({
      title: 'Nieuwe wandelroute',
      body: 'Langs de Amstel staat nu in de app.',
      url: `/routes/${route}`,
    });
    expect(to(english.endpoint)[0]?.message).toMatchObject({
      title: 'New walking route',
      body: 'Along the Amstel is now in the app.',
    });
    await ticks(5);
    expect(to(dutch.endpoint)).toHaveLength(1);
  });

  it('forgets a browser the push service says is gone, and stops when it unsubscribes', async () => {
    const walker = await signedInUser();
    const gone = await subscribe(walker.client, 'nl');
    const kept = await subscribe(walker.client, 'eng');
    push.answer(gone.endpoint, 410);
    await publishRoute('Verdwenen abonnement', 'Gone subscription');
    await expect.poll(() => to(kept.endpoint).length).toBe(1);
    // The 410 and the other browser's delivery are answered in any order: the gone one is
    // forgotten once its own answer is in.
    await expect
      .poll(async () => (await walker.client.from('push_subscriptions').select('endpoint')).data)
      .toEqual([{ endpoint: kept.endpoint }]);

    await walker.client.rpc('delete_push_subscription', { p_endpoint: kept.endpoint });
    await publishRoute('Na het afmelden', 'After unsubscribing');
    await ticks(5);
    expect(to(kept.endpoint)).toHaveLength(1);
  });
});
