import { beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../../supabase/functions/api/app.ts';
import { setUpPaymentsHarness, type TestUser, uniqueEmail } from '../support/paymentsHarness.ts';

/**
 * Probes: every RPC the API exposes (enumerated from pg_proc, not listed by hand) and every
 * route of the `api` edge function (enumerated from its router) is called by an anonymous
 * visitor and by an ordinary signed-in user, with arguments aimed at what they must not see or
 * change: another user's rows, service-only operations, content they have not paid for. A
 * probe fails when one of those calls answers with the data or changes it. A function or route
 * added later without a rule here fails the enumeration tests, so every new entry point gets a
 * probe before it ships.
 */
const h = setUpPaymentsHarness({ seed: true });

/** The user whose data is aimed at, the ordinary user who aims, and what the victim owns. */
let victim: TestUser;
let attacker: TestUser;
let victimEndpoint: string;
let likedLocation: string;
let lockedLocations: string[];

type Caller = 'anon' | 'user';
const CALLERS: Caller[] = ['anon', 'user'];

/** The answer of a call, status and parsed body. */
interface Answer {
  status: number;
  body: unknown;
  text: string;
}

async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body, text };
}

function authHeaders(caller: Caller): Record<string, string> {
  const headers: Record<string, string> = { apikey: h.server.anonKey };
  if (caller === 'user') headers.authorization = `Bearer ${attacker.jwt}`;
  return headers;
}

async function rpc(
  caller: Caller,
  fn: string,
  args: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(`${h.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authHeaders(caller), ...headers },
    body: JSON.stringify(args),
  });
  return answer(res);
}

async function callFunction(caller: Caller, path: string, body: unknown): Promise<Answer> {
  return answer(await h.call(path, { jwt: caller === 'user' ? attacker.jwt : undefined, body }));
}

/** Every table of the schemas that hold data, as `schema.table`. */
async function dataTables(): Promise<string[]> {
  const { rows } = await h.server.server.db.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname in ('public', 'private', 'auth')
      order by 1`,
  );
  return rows.map((r) => r.name);
}

/**
 * A digest of every table's rows (or, with `about`, only the rows that mention one of those
 * strings): equal before and after a call means the call changed nothing there.
 */
async function fingerprint(about?: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of await dataTables()) {
    const filter = about?.length
      ? `where ${about.map((_, i) => `lower(t::text) like $${i + 1}`).join(' or ')}`
      : '';
    const { rows } = await h.server.server.db.query<{ digest: string | null; n: number }>(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest,
              count(*)::int as n
         from ${table} t ${filter}`,
      about?.map((s) => `%${s.toLowerCase()}%`) ?? [],
    );
    out[table] = `${rows[0]?.n}:${rows[0]?.digest}`;
  }
  return out;
}

const victimFingerprint = () => fingerprint([victim.id, victim.email]);

/** The call answered with an error, not with data or a change. */
function expectRefused(a: Answer, what: string): void {
  expect(a.status, `${what} answered ${a.status}: ${a.text.slice(0, 300)}`).toBeGreaterThanOrEqual(
    400,
  );
}

/** Nothing in the answer names the victim. */
function expectNothingOfVictim(a: Answer, what: string): void {
  expect(a.text, what).not.toContain(victim.id);
  expect(a.text.toLowerCase(), what).not.toContain(victim.email.toLowerCase());
  expect(a.text, what).not.toContain(victimEndpoint);
}

/**
 * A function only the service role may call: both callers are refused and no row anywhere
 * changes.
 */
function serviceOnly(args: () => Record<string, unknown>): RpcRule {
  return async (fn, caller) => {
    const before = await fingerprint();
    const a = await rpc(caller, fn, args());
    expectRefused(a, `${caller} calling ${fn}`);
    expectNothingOfVictim(a, `${caller} calling ${fn}`);
    expect(await fingerprint(), `${caller} calling ${fn} changed data`).toEqual(before);
  };
}

type RpcRule = (fn: string, caller: Caller) => Promise<void>;

/** Shaped like a browser's push keys (base64url P-256 point and auth secret); fake. */
const P256DH = `B${'A'.repeat(86)}`;
const AUTH_SECRET = 'ZmFrZS1hdXRoLXNlY3JldA';

/** What a paid stop's story is made of: none of it reaches a caller without access. */
const PAID_FIELDS = [
  'intro',
  'article_nl',
  'article_en',
  'article_title',
  'audio_url',
  'hero_image',
  'slider_images',
  'video_url',
  'spotify_url',
];

const FUTURE = new Date(Date.now() + 365 * 86_400_000).toISOString();

/** What each public function may do for anon and an ordinary user, and what it must not. */
const RPC_RULES: Record<string, RpcRule> = {
  account_by_email: serviceOnly(() => ({ p_email: victim.email })),
  claim_push_jobs: serviceOnly(() => ({ p_now_ms: Date.now() + 10 * 86_400_000 })),
  forget_push_endpoint: serviceOnly(() => ({ p_endpoint: victimEndpoint })),
  grant_day_pass: serviceOnly(() => ({
    p_user_id: attacker.id,
    p_checkout_session_id: 'cs_forged_by_probe',
    p_event_id: 'evt_forged_by_probe',
  })),
  hit_rate_limit: serviceOnly(() => ({ p_key: 'probe', p_limit: 1, p_window_seconds: 60 })),
  prune_op_records: serviceOnly(() => ({ p_keep_ops: '0 seconds', p_keep_scans: '0 seconds' })),
  prune_sync_tombstones: serviceOnly(() => ({ p_keep: '0 seconds' })),
  push_targets: serviceOnly(() => ({ p_user_id: victim.id })),
  record_webhook_event: serviceOnly(() => ({ p_event_id: 'evt_probe', p_kind: 'probe' })),
  subscription_cache: serviceOnly(() => ({ p_user_id: victim.id })),
  upsert_subscription: serviceOnly(() => ({
    p_user_id: attacker.id,
    p_email: attacker.email,
    p_customer_id: 'cus_probe',
    p_subscription_id: 'sub_probe',
    p_status: 'active',
    p_current_period_end: FUTURE,
  })),

  // The caller's own access, never the victim's (who has a day pass and a subscription).
  current_access: async (fn, caller) => {
    const before = await victimFingerprint();
    const a = await rpc(caller, fn, {});
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ has_subscription: false, has_day_pass: false });
    expect(await victimFingerprint()).toEqual(before);
  },

  // Counts only: never who liked.
  get_location_likes: async (fn, caller) => {
    const a = await rpc(caller, fn, { location_ids: [likedLocation, ...lockedLocations] });
    expect(a.status).toBe(200);
    for (const row of a.body as Record<string, unknown>[]) {
      expect(Object.keys(row).sort()).toEqual(['likes', 'location_id']);
    }
    expectNothingOfVictim(a, fn);
  },

  // Articles of paid stops never come to one who may not read them; a free stop's does, and
  // more ids than the cap are refused.
  location_articles: async (fn, caller) => {
    const a = await rpc(caller, fn, { ids: [likedLocation, ...lockedLocations] });
    expect(a.status).toBe(200);
    const rows = a.body as Record<string, unknown>[];
    expect(rows.map((r) => r.id)).toEqual([likedLocation]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      'article_en',
      'article_hash',
      'article_nl',
      'change_seq',
      'id',
    ]);
    const tooMany = await rpc(caller, fn, { ids: Array(201).fill(likedLocation) });
    expect(tooMany.status).toBe(400);
    expectNothingOfVictim(a, fn);
  },

  // Claiming a subscriber's access key gets no paid stories (paid stops come as pins: place
  // and title, no story, photo or audio) and none of the victim's likes.
  sync_pull: async (fn, caller) => {
    for (const key of ['subscriber', `daypass:${Date.now() + 86_400_000}`, 'anon', 'user']) {
      const a = await rpc(caller, fn, { since: 0, access_key: key });
      expect(a.status).toBe(200);
      const body = a.body as { locations?: Record<string, unknown>[] };
      const paid = (body.locations ?? []).filter((l) => lockedLocations.includes(String(l.id)));
      for (const location of paid) {
        expect(location.locked, `${caller} with ${key}: ${location.id}`).toBe(true);
        for (const field of PAID_FIELDS) {
          expect(location[field] ?? null, `${caller} with ${key}: ${field}`).toBeOneOf([null, []]);
        }
      }
      expectNothingOfVictim(a, `${caller} sync_pull with ${key}`);
    }
  },

  // Ops carry the caller's identity from the JWT only: a payload naming the victim changes
  // nothing of theirs, and a like of paid content is refused.
  push_ops: async (fn, caller) => {
    const before = await victimFingerprint();
    const at = new Date().toISOString();
    const ops = [
      {
        id: crypto.randomUUID(),
        kind: 'like_set',
        at,
        payload: { location_id: likedLocation, liked: false, user_id: victim.id },
      },
      {
        id: crypto.randomUUID(),
        kind: 'visit_upsert',
        at,
        payload: { location_id: likedLocation, user_id: victim.id, visited: true },
      },
      ...lockedLocations.slice(0, 1).map((id) => ({
        id: crypto.randomUUID(),
        kind: 'like_set',
        at,
        payload: { location_id: id, liked: true },
      })),
    ];
    const a = await rpc(caller, fn, { ops });
    expectNothingOfVictim(a, `${caller} push_ops`);
    expect(await victimFingerprint(), `${caller} push_ops changed the victim's rows`).toEqual(
      before,
    );
    const liked = await h.server.server.db.query(
      'select 1 from public.location_likes where location_id = any($1::uuid[]) and liked',
      [lockedLocations],
    );
    expect(liked.rows, 'a like of paid content was stored').toEqual([]);
  },

  set_location_like: async (fn, caller) => {
    const before = await victimFingerprint();
    const unlike = await rpc(caller, fn, { location_id: likedLocation, liked: false });
    if (caller === 'anon') expectRefused(unlike, 'anon liking');
    for (const id of lockedLocations.slice(0, 3)) {
      expectRefused(await rpc(caller, fn, { location_id: id, liked: true }), 'liking paid content');
    }
    expect(await victimFingerprint(), `${caller} changed the victim's like`).toEqual(before);
  },

  // An endpoint is the browser's secret: without the victim's, nothing of theirs changes.
  save_push_subscription: async (fn, caller) => {
    const before = await victimFingerprint();
    const a = await rpc(caller, fn, {
      p_endpoint: `https://push.example.net/probe/${crypto.randomUUID()}`,
      p_p256dh: P256DH,
      p_auth: AUTH_SECRET,
      p_lang: 'nl',
    });
    if (caller === 'anon') expectRefused(a, 'anon saving a push subscription');
    expect(await victimFingerprint()).toEqual(before);
  },

  delete_push_subscription: async (fn, caller) => {
    const before = await victimFingerprint();
    await rpc(caller, fn, { p_endpoint: victimEndpoint });
    expect(await victimFingerprint(), `${caller} deleted the victim's subscription`).toEqual(
      before,
    );
  },
};

/** Every route of the edge function and what anon and an ordinary user get from it. */
type RouteRule = (caller: Caller) => Promise<void>;

const ROUTE_RULES: Record<string, RouteRule> = {
  // The caller's own access only, whatever the body names.
  'POST /api/access/refresh': async (caller) => {
    const a = await callFunction(caller, '/access/refresh', { user_id: victim.id });
    if (caller === 'anon') return expectRefused(a, 'anon refreshing access');
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ has_subscription: false, has_day_pass: false });
  },

  // A checkout is always for the signed-in caller, never for the user a body names.
  'POST /api/daypass/checkout': async (caller) => {
    const sessionsBefore = new Set(h.stripe.sessions.keys());
    const a = await callFunction(caller, '/daypass/checkout', {
      user_id: victim.id,
      client_reference_id: victim.id,
    });
    if (caller === 'anon') expectRefused(a, 'anon starting a checkout');
    expectNothingOfVictim(a, `${caller} checkout`);
    for (const [id, session] of h.stripe.sessions) {
      if (sessionsBefore.has(id)) continue;
      expect(session.client_reference_id).toBe(attacker.id);
    }
  },

  // A payment event without the provider's signature grants nothing.
  'POST /api/payments/webhook': async (caller) => {
    const before = await fingerprint();
    const event = {
      id: `evt_${crypto.randomUUID()}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_forged',
          object: 'checkout.session',
          client_reference_id: attacker.id,
          payment_status: 'paid',
          metadata: { product: 'daypass' },
        },
      },
    };
    expectRefused(await callFunction(caller, '/payments/webhook', event), 'unsigned webhook');
    const forged = await h.deliver(event, { secret: 'whsec_guessed_by_probe' });
    expectRefused(await answer(forged), 'webhook signed with a guessed secret');
    expect(await fingerprint()).toEqual(before);
    expect(await h.dayPasses(attacker.id)).toEqual([]);
  },

  // Public by design (the sign-in flow needs its answer); it reveals nothing else.
  'POST /api/subscriber/lookup': async (caller) => {
    const before = await victimFingerprint();
    const a = await callFunction(caller, '/subscriber/lookup', { email: victim.email });
    expect(Object.keys(a.body as object).sort()).toEqual(['code', 'message', 'outcome']);
    expectNothingOfVictim(a, 'lookup');
    expect(await victimFingerprint()).toEqual(before);
  },

  // Activation never sets a password on an existing account.
  'POST /api/subscriber/activate': async (caller) => {
    const stolen = 'probe-takes-over-99';
    const a = await callFunction(caller, '/subscriber/activate', {
      email: victim.email,
      password: stolen,
      confirmation: stolen,
    });
    expectRefused(a, `${caller} activating the victim's account`);
    await expect(h.signIn(victim.email, stolen)).rejects.toThrow();
    await expect(h.signIn(victim.email, victim.password)).resolves.toBeTruthy();
  },

  // Public by design: the VAPID public key and nothing more.
  'POST /api/push/key': async (caller) => {
    const a = await callFunction(caller, '/push/key', {});
    expect(a.status).toBe(200);
    expect(Object.keys(a.body as object)).toEqual(['publicKey']);
  },

  // The scheduler's: neither a user's token nor the anon key sends anything.
  'POST /api/push/dispatch': async (caller) => {
    const before = await fingerprint();
    expectRefused(await callFunction(caller, '/push/dispatch', {}), `${caller} dispatching`);
    const withAnonKey = await h.call('/push/dispatch', {
      body: {},
      headers: { authorization: `Bearer ${h.server.anonKey}` },
    });
    expectRefused(await answer(withAnonKey), 'dispatch with the anon key');
    expect(await fingerprint()).toEqual(before);
  },
};

/** Functions in `public` that PostgREST exposes, by name (overloads share one rule). */
async function exposedFunctions(): Promise<string[]> {
  const { rows } = await h.server.server.db.query<{ name: string }>(
    `select distinct p.proname as name
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind in ('f', 'p')
        and p.prorettype <> 'trigger'::regtype
        and not exists (select 1 from pg_depend d
                         where d.classid = 'pg_proc'::regclass and d.objid = p.oid
                           and d.deptype = 'e')
      order by 1`,
  );
  return rows.map((r) => r.name);
}

/** The edge function's routes as `METHOD /path` (CORS preflights aside). */
function functionRoutes(): string[] {
  const app = createApiApp({
    SUPABASE_URL: 'http://127.0.0.1:9',
    SUPABASE_ANON_KEY: 'probe-anon-key',
    SUPABASE_SERVICE_ROLE_KEY: 'probe-service-key',
    STRIPE_WEBHOOK_SECRET: 'whsec_probe_fake',
    APP_URL: 'http://127.0.0.1:9',
  });
  const routes = app.routes
    .filter((r) => r.method !== 'ALL' && r.method !== 'OPTIONS')
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(routes)].sort();
}

beforeAll(async () => {
  victim = await h.createUser(uniqueEmail('victim'));
  attacker = await h.createUser(uniqueEmail('attacker'));
  const db = h.server.server.db;
  // The victim has everything there is to take: a day pass, a subscription, a like, a device.
  await h.admin.rpc('grant_day_pass', {
    p_user_id: victim.id,
    p_checkout_session_id: 'cs_victim',
    p_event_id: 'evt_victim',
  });
  await h.admin.rpc('upsert_subscription', {
    p_user_id: victim.id,
    p_email: victim.email,
    p_customer_id: 'cus_victim',
    p_subscription_id: 'sub_victim',
    p_status: 'active',
    p_current_period_end: FUTURE,
  });
  // Locations that are stops of an open route (trial, built-in) and those only of paid routes.
  const open = await db.query<{ id: string }>(
    `select distinct rl.location_id as id from public.route_locations rl
       join public.routes r on r.id = rl.route_id
      where r.published and (r.is_trial or r.is_builtin) order by 1`,
  );
  const locked = await db.query<{ id: string }>(
    `select distinct rl.location_id as id from public.route_locations rl
       join public.routes r on r.id = rl.route_id
       join public.locations l on l.id = rl.location_id
      where r.published and not r.is_trial and not r.is_builtin
        and rl.location_id not in (select rl2.location_id from public.route_locations rl2
                                     join public.routes r2 on r2.id = rl2.route_id
                                    where r2.published and (r2.is_trial or r2.is_builtin))
      order by 1`,
  );
  likedLocation = open.rows[0]?.id ?? '';
  lockedLocations = locked.rows.map((r) => r.id);
  expect(likedLocation, 'the seed has an open route').not.toBe('');
  expect(lockedLocations.length, 'the seed has paid routes').toBeGreaterThan(0);

  const asVictim = { apikey: h.server.anonKey, authorization: `Bearer ${victim.jwt}` };
  const like = await fetch(`${h.url}/rest/v1/rpc/set_location_like`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...asVictim },
    body: JSON.stringify({ location_id: likedLocation, liked: true }),
  });
  expect(like.status).toBe(200);
  victimEndpoint = `https://push.example.net/victim/${crypto.randomUUID()}`;
  const saved = await fetch(`${h.url}/rest/v1/rpc/save_push_subscription`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...asVictim },
    body: JSON.stringify({ p_endpoint: victimEndpoint, p_p256dh: P256DH, p_auth: AUTH_SECRET }),
  });
  expect(saved.status).toBeLessThan(300);
  const { rows } = await db.query('select 1 from public.day_passes where user_id = $1', [
    victim.id,
  ]);
  expect(rows.length, "the victim's day pass").toBe(1);
});

describe('probes: RPCs', () => {
  it('has a probe rule for every function the API exposes, and none for a function that is gone', async () => {
    const exposed = await exposedFunctions();
    expect(
      exposed.filter((fn) => !(fn in RPC_RULES)),
      'functions without a probe',
    ).toEqual([]);
    expect(
      Object.keys(RPC_RULES).filter((fn) => !exposed.includes(fn)),
      'probe rules of functions that no longer exist',
    ).toEqual([]);
  });

  for (const caller of CALLERS) {
    it(`no RPC lets ${caller === 'anon' ? 'an anonymous visitor' : 'an ordinary user'} see or change what is not theirs`, async () => {
      for (const fn of await exposedFunctions()) {
        const rule = RPC_RULES[fn];
        if (rule) await rule(fn, caller);
      }
    });
  }

  it('exposes no function of another schema, whatever profile is asked for', async () => {
    const { rows } = await h.server.server.db.query<{ name: string; schema: string }>(
      `select distinct p.proname as name, n.nspname as schema
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('private', 'auth') order by 1`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { name, schema } of rows) {
      for (const caller of CALLERS) {
        const plain = await rpc(caller, name, {});
        // auth.uid() and friends have namesakes nowhere in public: 404, as for any unknown name.
        expectRefused(plain, `${caller} calling ${schema}.${name} without a profile`);
        const profiled = await rpc(caller, name, {}, { 'content-profile': schema });
        expectRefused(profiled, `${caller} calling ${schema}.${name} with its profile`);
      }
    }
  });
});

describe('probes: tables', () => {
  it("no table read by anon or an ordinary user returns another user's rows", async () => {
    const { rows } = await h.server.server.db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') order by 1`,
    );
    for (const { name } of rows) {
      for (const caller of CALLERS) {
        const res = await fetch(`${h.url}/rest/v1/${name}?select=*`, {
          headers: authHeaders(caller),
        });
        const a = await answer(res);
        expectNothingOfVictim(a, `${caller} reading ${name}`);
        if (res.ok) {
          const ids = new Set((a.body as { id?: string }[]).map((r) => r.id));
          if (name === 'locations') {
            expect(
              lockedLocations.filter((id) => ids.has(id)),
              'paid stories',
            ).toEqual([]);
          }
        }
      }
    }
  });
});

describe('probes: the api edge function', () => {
  it('has a probe rule for every route, and none for a route that is gone', () => {
    const routes = functionRoutes();
    expect(routes.length).toBeGreaterThan(0);
    expect(
      routes.filter((r) => !(r in ROUTE_RULES)),
      'routes without a probe',
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_RULES).filter((r) => !routes.includes(r)),
      'probe rules of routes that no longer exist',
    ).toEqual([]);
  });

  for (const caller of CALLERS) {
    it(`no route lets ${caller === 'anon' ? 'an anonymous visitor' : 'an ordinary user'} see or change what is not theirs`, async () => {
      for (const route of functionRoutes()) {
        const rule = ROUTE_RULES[route];
        if (rule) await rule(caller);
      }
    });
  }

  it("the auth admin API answers neither anon nor a user's token", async () => {
    for (const caller of CALLERS) {
      const res = await fetch(`${h.url}/auth/v1/admin/users`, { headers: authHeaders(caller) });
      expectRefused(await answer(res), `${caller} listing users`);
      const del = await fetch(`${h.url}/auth/v1/admin/users/${victim.id}`, {
        method: 'DELETE',
        headers: authHeaders(caller),
      });
      expectRefused(await answer(del), `${caller} deleting the victim`);
    }
    await expect(h.signIn(victim.email, victim.password)).resolves.toBeTruthy();
  });
});
