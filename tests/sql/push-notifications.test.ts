import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../support/catalogueSuite.ts';
import { anon, backends, service, type TestDb, user } from '../support/testDatabase.ts';

/** push_subscriptions and the dispatcher's claims (20261121001100_push_notifications.sql). */
const P256DH = `B${'A'.repeat(86)}`;
const AUTH = 'c2VjcmV0LWF1dGgtMTY';
const HOUR = 3_600_000;

interface Job {
  kind: string;
  ref: string;
  user_id: string | null;
  expiry_time: number | null;
  route_name: string | null;
}

describe.each(backends())('push notifications (%s)', (backend) => {
  const t = useTestDb(backend);

  const endpoint = () => `https://push.example.test/send/${randomUUID()}`;
  const save = (claims: ReturnType<typeof user>, url: string, lang = 'nl') =>
    t.as(claims, 'select public.save_push_subscription($1, $2, $3, $4)', [url, P256DH, AUTH, lang]);
  const mine = (claims: ReturnType<typeof user>) =>
    t.as<{ endpoint: string; user_id: string; email: string }>(
      claims,
      'select endpoint, user_id, email from public.push_subscriptions order by created_at',
    );
  const claim = (nowMs: number) => t.rpc<Job[]>(service, 'claim_push_jobs', { p_now_ms: nowMs });

  async function signedIn(db: TestDb) {
    const email = `walker-${randomUUID()}@example.test`;
    const id = await db.createUser(email);
    return { id, email, claims: user(id, email) };
  }

  it('stores a subscription with the user and e-mail from the JWT; each user sees only their own', async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const url = endpoint();
    await save(a.claims, url);
    expect(await mine(a.claims)).toEqual([{ endpoint: url, user_id: a.id, email: a.email }]);
    expect(await mine(b.claims)).toEqual([]);
    // Another user's delete does nothing; the owner's removes it.
    await t.as(b.claims, 'select public.delete_push_subscription($1)', [url]);
    expect(await mine(a.claims)).toHaveLength(1);
    await t.as(a.claims, 'select public.delete_push_subscription($1)', [url]);
    expect(await mine(a.claims)).toEqual([]);
  });

  it('moves a browser to whoever signs in on it now', async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const url = endpoint();
    await save(a.claims, url);
    await save(b.claims, url, 'eng');
    expect(await mine(a.claims)).toEqual([]);
    expect(await mine(b.claims)).toEqual([{ endpoint: url, user_id: b.id, email: b.email }]);
  });

  it('refuses anonymous callers, bad endpoints and keys, and direct writes', async () => {
    const a = await signedIn(t);
    await expect(
      t.as(anon, 'select public.save_push_subscription($1, $2, $3, $4)', [
        endpoint(),
        P256DH,
        AUTH,
        'nl',
      ]),
    ).rejects.toThrow(/permission denied/);
    await expect(save(a.claims, 'http://push.example.test/x')).rejects.toThrow(/check constraint/);
    await expect(save(a.claims, 'javascript:alert(1)')).rejects.toThrow(/check constraint/);
    await expect(
      t.as(a.claims, 'select public.save_push_subscription($1, $2, $3, $4)', [
        endpoint(),
        'short',
        AUTH,
        'nl',
      ]),
    ).rejects.toThrow(/check constraint/);
    await expect(
      t.as(
        a.claims,
        `insert into public.push_subscriptions (user_id, endpoint, p256dh, auth)
         values ($1, $2, $3, $4)`,
        [a.id, endpoint(), P256DH, AUTH],
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(t.rpc(a.claims, 'claim_push_jobs', { p_now_ms: 0 })).rejects.toThrow(
      /permission denied/,
    );
    await expect(t.as(a.claims, 'select * from public.push_targets(null)')).rejects.toThrow(
      /permission denied/,
    );
  });

  it('claims a day pass reminder once, within the hour before expiry, for subscribed users only', async () => {
    const now = Date.now();
    const subscribed = await signedIn(t);
    const silent = await signedIn(t);
    await save(subscribed.claims, endpoint());
    const pass = async (userId: string, expiry: number) =>
      (
        await t.owner<{ id: string }>(
          `insert into public.day_passes (user_id, active, expiry_time, checkout_session_id)
           values ($1, true, $2, $3) returning id`,
          [userId, expiry, `cs_${randomUUID()}`],
        )
      )[0]!.id;
    const soon = await pass(subscribed.id, now + 50 * 60_000);
    await pass(silent.id, now + 50 * 60_000);
    const later = await pass(subscribed.id, now + 2 * HOUR);

    const first = (await claim(now)).filter((j) => j.kind === 'daypass_expiry');
    expect(first).toEqual([
      {
        kind: 'daypass_expiry',
        ref: soon,
        user_id: subscribed.id,
        expiry_time: now + 50 * 60_000,
        route_name: null,
        route_name_en: null,
      },
    ]);
    expect((await claim(now + 60_000)).filter((j) => j.ref === soon)).toEqual([]);
    // An hour later the other pass is due, once.
    const next = (await claim(now + HOUR + 5 * 60_000)).filter((j) => j.kind === 'daypass_expiry');
    expect(next.map((j) => j.ref)).toEqual([later]);
  });

  it('announces a route when it is first published, not again when republished or edited', async () => {
    await claim(Date.now()); // whatever earlier tests queued
    const id = randomUUID();
    await t.owner(
      `insert into public.routes (id, name, name_en, published) values ($1, $2, $3, false)`,
      [id, 'Nieuwe route', 'New route'],
    );
    expect((await claim(Date.now())).filter((j) => j.ref === id)).toEqual([]);
    await t.owner('update public.routes set published = true where id = $1', [id]);
    const jobs = (await claim(Date.now())).filter((j) => j.ref === id);
    expect(jobs).toMatchObject([
      { kind: 'route_published', route_name: 'Nieuwe route', route_name_en: 'New route' },
    ]);
    await t.owner('update public.routes set published = false where id = $1', [id]);
    await t.owner('update public.routes set published = true, name = $2 where id = $1', [
      id,
      'Andere naam',
    ]);
    expect((await claim(Date.now())).filter((j) => j.ref === id)).toEqual([]);
  });

  it('drops news that waited more than a day instead of sending it late', async () => {
    await claim(Date.now());
    const id = randomUUID();
    await t.owner(
      `insert into public.routes (id, name, published) values ($1, 'Oud nieuws', true)`,
      [id],
    );
    await t.owner(
      `update private.push_notifications set created_at = now() - interval '25 hours' where ref = $1`,
      [id],
    );
    expect((await claim(Date.now())).filter((j) => j.ref === id)).toEqual([]);
  });

  it('lists targets per user or for everyone, and forgets an endpoint the push service dropped', async () => {
    const a = await signedIn(t);
    const url = endpoint();
    await save(a.claims, url, 'eng');
    expect(await t.as(service, 'select * from public.push_targets($1)', [a.id])).toEqual([
      { endpoint: url, p256dh: P256DH, auth: AUTH, lang: 'eng' },
    ]);
    const everyone = await t.as<{ endpoint: string }>(
      service,
      'select * from public.push_targets()',
    );
    expect(everyone.map((r) => r.endpoint)).toContain(url);
    await t.as(service, 'select public.forget_push_endpoint($1)', [url]);
    expect(await t.as(service, 'select * from public.push_targets($1)', [a.id])).toEqual([]);
  });
});
