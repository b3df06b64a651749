import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_JWT_SECRET } from '../../../supabase/local/auth/jwt.ts';
import { startTestServer, type TestServer, uniqueEmail } from '../../support/startTestServer.ts';

/** What an attacker holding the public anon key (and maybe an account) can try. */
let s: TestServer;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
const locationId = randomUUID();

async function account(): Promise<{ id: string; token: string }> {
  const email = uniqueEmail('hostile');
  const { data } = await s
    .admin()
    .auth.admin.createUser({ email, password: 'secret1', email_confirm: true });
  const client = s.client();
  const signIn = await client.auth.signInWithPassword({ email, password: 'secret1' });
  return { id: data.user!.id, token: signIn.data.session!.access_token };
}

function sign(claims: Record<string, unknown>, secret = DEFAULT_JWT_SECRET): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

function rest(path: string, token: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${s.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: s.anonKey,
      Authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
}

beforeAll(async () => {
  s = await startTestServer();
  alice = await account();
  bob = await account();
  // Alice's private rows, written as the owner the way the webhook and sync would.
  await s.server.db.query(
    `insert into public.locations (id, slug, title_nl) values ($1, 'hostile-stop', 'Stop')`,
    [locationId],
  );
  await s.server.db.query(
    'insert into public.location_likes (location_id, user_id, liked) values ($1, $2, true)',
    [locationId, alice.id],
  );
  await s.server.db.query(
    `insert into public.day_passes (user_id, expiry_time, checkout_session_id) values ($1, $2, 'cs_hostile')`,
    [alice.id, Date.now() + 3_600_000],
  );
  await s.server.db.query(
    `insert into public.subscriptions (user_id, email, status, current_period_end) values ($1, 'a@example.com', 'active', now() + interval '1 day')`,
    [alice.id],
  );
});
afterAll(async () => {
  await s?.close();
});

describe('tokens', () => {
  it('refuses a token signed with another secret, even one claiming service_role', async () => {
    const forged = await sign(
      { role: 'service_role', exp: Math.floor(Date.now() / 1000) + 600 },
      'attacker-secret-0000000000000000000000',
    );
    const res = await rest('rpc/current_access', forged, { method: 'POST', body: '{}' });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('PGRST301');
    expect(res.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('refuses an expired token', async () => {
    const expired = await sign({
      role: 'authenticated',
      sub: alice.id,
      exp: Math.floor(Date.now() / 1000) - 120,
    });
    const res = await rest('rpc/current_access', expired, { method: 'POST', body: '{}' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('refuses unsigned, malformed and tampered tokens', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url');
    const [h, , sig] = alice.token.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ role: 'service_role', sub: alice.id })).toString('base64url')}.${sig}`;
    for (const token of [`${header}.${body}.`, 'not-a-jwt', tampered]) {
      const res = await rest('rpc/current_access', token, { method: 'POST', body: '{}' });
      expect(res.status).toBe(401);
    }
  });

  it('refuses a validly signed token for a database role that is not an API role', async () => {
    const token = await sign({ role: 'postgres', exp: Math.floor(Date.now() / 1000) + 600 });
    const res = await rest('rpc/current_access', token, { method: 'POST', body: '{}' });
    expect(res.status).toBe(401);
  });

  it('refuses forged tokens at the auth server too', async () => {
    const forged = await sign(
      { role: 'authenticated', sub: alice.id },
      'attacker-secret-0000000000000000000000',
    );
    const { data, error } = await s.client().auth.getUser(forged);
    expect(data.user).toBeNull();
    expect(error?.code).toBe('bad_jwt');
    const admin = await fetch(`${s.url}/auth/v1/admin/users`, {
      headers: {
        apikey: s.anonKey,
        Authorization: `Bearer ${await sign({ role: 'service_role' }, 'x'.repeat(40))}`,
      },
    });
    expect(admin.status).toBe(403);
  });

  it('requires the apikey on /auth/v1 and /rest/v1, and only the real keys', async () => {
    const none = await fetch(`${s.url}/rest/v1/rpc/current_access`, { method: 'POST', body: '{}' });
    expect(none.status).toBe(401);
    expect((await none.json()).message).toBe('No API key found in request');
    const wrong = await fetch(`${s.url}/auth/v1/user`, { headers: { apikey: 'guess' } });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe('Invalid API key');
  });
});

describe('other people’s data', () => {
  it('shows the anon key no likes, day passes or subscriptions', async () => {
    for (const table of ['location_likes', 'day_passes', 'subscriptions']) {
      const { data, error, status } = await s.client().from(table).select();
      expect(data).toBeNull();
      expect(status).toBe(401);
      expect(error?.code).toBe('42501');
    }
  });

  it('shows a signed-in user only their own rows', async () => {
    for (const table of ['location_likes', 'day_passes', 'subscriptions']) {
      const asBob = await (await rest(table, bob.token)).json();
      expect(asBob).toEqual([]);
      const asAlice = (await (await rest(table, alice.token)).json()) as { user_id: string }[];
      expect(asAlice).toHaveLength(1);
      expect(asAlice[0]?.user_id).toBe(alice.id);
    }
    const pull = await rest('rpc/sync_pull', bob.token, {
      method: 'POST',
      body: JSON.stringify({ since: 0, access_key: '' }),
    });
    expect(pull.status).toBe(200);
    expect(JSON.stringify(await pull.json())).not.toContain(alice.id);
  });

  it('never exposes auth.users or other schemas', async () => {
    const users = await s.client().from('users').select();
    expect(users.data).toBeNull();
    expect(users.status).toBe(404);
    const profile = await fetch(`${s.url}/rest/v1/users`, {
      headers: { apikey: s.anonKey, 'Accept-Profile': 'auth' },
    });
    expect(profile.status).toBe(406);
    const uid = await s.client().rpc('uid');
    expect(uid.status).toBe(404);
    const listed = await s.client().auth.admin.listUsers();
    expect(listed.error?.code).toBe('not_admin');
  });

  it('does not let a user call service-role-only functions', async () => {
    const args = { p_user_id: bob.id, p_checkout_session_id: 'cs_free', p_event_id: 'evt_free' };
    const asBob = await rest('rpc/grant_day_pass', bob.token, {
      method: 'POST',
      body: JSON.stringify(args),
    });
    expect(asBob.status).toBe(403);
    expect((await asBob.json()).code).toBe('42501');
    const asAnon = await rest('rpc/record_webhook_event', s.anonKey, {
      method: 'POST',
      body: JSON.stringify({ p_event_id: 'evt_x', p_kind: 'test' }),
    });
    expect(asAnon.status).toBe(401);
    const { rows } = await s.server.db.query('select 1 from public.day_passes where user_id = $1', [
      bob.id,
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('hostile input', () => {
  it('keeps SQL in RPC arguments inert', async () => {
    const payload = "'); delete from public.day_passes; --";
    const res = await rest('rpc/get_location_likes', alice.token, {
      method: 'POST',
      body: JSON.stringify({ location_ids: [payload] }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('22P02');
    const named = await rest('rpc/current_access', alice.token, {
      method: 'POST',
      body: JSON.stringify({ 'x" := 1); delete from public.day_passes; --': 1 }),
    });
    expect(named.status).toBe(404);
    const { rows } = await s.server.db.query('select 1 from public.day_passes');
    expect(rows).toHaveLength(1);
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const big = JSON.stringify({ ops: 'x'.repeat(1024 * 1024 + 10) });
    const rpc = await rest('rpc/push_ops', alice.token, { method: 'POST', body: big });
    expect(rpc.status).toBe(413);
    const auth = await fetch(`${s.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: s.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail(), password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(auth.status).toBe(413);
  });

  it('rate-limits repeated failed sign-ins for one e-mail with over_request_rate_limit', async () => {
    const email = uniqueEmail('target');
    await s
      .admin()
      .auth.admin.createUser({ email, password: 'right-password', email_confirm: true });
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { error } = await s.client().auth.signInWithPassword({ email, password: `guess-${i}` });
      codes.push(error?.code);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('invalid_credentials'));
    expect(codes[5]).toBe('over_request_rate_limit');
    // Locked even for the right password, so the lock cannot be used as an oracle.
    const right = await s.client().auth.signInWithPassword({ email, password: 'right-password' });
    expect(right.error?.status).toBe(429);
    expect(right.error?.message).toBe('Request rate limit reached');
    // Other addresses are unaffected.
    const other = uniqueEmail('bystander');
    await s
      .admin()
      .auth.admin.createUser({ email: other, password: 'secret1', email_confirm: true });
    expect(
      (await s.client().auth.signInWithPassword({ email: other, password: 'secret1' })).error,
    ).toBeNull();
  });
});
