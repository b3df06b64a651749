import 'fake-indexeddb/auto';
import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { RoutegidsDB } from '../../src/db/database.ts';
import { type KeyValueStore, memoryStore } from '../../src/lib/webStorage.ts';
import type { AuthPort } from '../../src/sync/auth.ts';
import { createSyncEngine, type SyncEngine } from '../../src/sync/engine.ts';
import type { SyncPullResponse } from '../../src/sync/protocol.ts';
import { createSupabaseAuth } from '../../src/sync/supabase/supabaseAuth.ts';
import { createSupabaseTransport } from '../../src/sync/supabase/supabaseTransport.ts';
import { FAST_BACKOFF, freshDbName } from './engineHarness.ts';
import { FakePlatform } from './fakePlatform.ts';
import { startTestServer, type TestServer, type TestServerOptions } from './startTestServer.ts';

/**
 * The real engine, supabase-js and the local server, with a fetch in between that can go
 * offline, fail a call before it reaches the server, or let it commit and lose the answer.
 */
export type Fault = 'ok' | 'fail' | 'drop';

export class FaultyFetch {
  offline = false;
  pushFault: (call: number) => Fault = () => 'ok';
  pushCalls = 0;
  /** Op ids of every push_ops request that reached the server, in order. */
  delivered: string[][] = [];
  /** Op ids of every push_ops request sent, reached or not. */
  sent: string[][] = [];
  /** Every sync_pull answer, in order. */
  pulls: SyncPullResponse[] = [];

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (this.offline) throw new TypeError('fetch failed (offline)');
    if (url.includes('/rest/v1/rpc/sync_pull')) {
      const res = await fetch(input, init);
      if (res.ok) this.pulls.push((await res.clone().json()) as SyncPullResponse);
      return res;
    }
    if (!url.includes('/rest/v1/rpc/push_ops')) return fetch(input, init);
    this.pushCalls += 1;
    const ids = opIds(init?.body);
    this.sent.push(ids);
    const fault = this.pushFault(this.pushCalls);
    if (fault === 'fail') {
      return new Response(JSON.stringify({ message: 'unavailable' }), {
        status: 503,
        headers: { 'content-type': 'application/json' },
      });
    }
    const res = await fetch(input, init);
    this.delivered.push(ids);
    if (fault === 'drop') {
      await res.arrayBuffer(); // the server committed; the answer is lost on the way back
      throw new TypeError('fetch failed (connection reset)');
    }
    return res;
  };
}

function opIds(body: unknown): string[] {
  if (typeof body !== 'string') return [];
  const parsed = JSON.parse(body) as { ops?: { id: string }[] };
  return (parsed.ops ?? []).map((o) => o.id);
}

export type RealtimeTransport = NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>;

/** Node 20 has no WebSocket and the local server no realtime: fail only if someone subscribes. */
class NoRealtime {
  constructor() {
    throw new Error('no realtime here');
  }
}

const STORAGE_KEY = 'routegids.auth';

export interface TestClient {
  client: SupabaseClient;
  /** Drops the stored session, as the app's auth storage does on an offline sign-out. */
  forget(): void;
}

/** Where realtime-js connects, when a test serves realtime (see fakeRealtime.ts). */
export interface RealtimeOptions {
  transport: RealtimeTransport;
  /** Join and heartbeat timeout, ms. */
  timeout?: number;
}

export function clientFor(
  server: TestServer,
  faulty: FaultyFetch,
  storage: KeyValueStore = memoryStore(),
  realtime: RealtimeOptions = { transport: NoRealtime as unknown as RealtimeTransport },
): TestClient {
  const client = createClient(server.url, server.anonKey, {
    auth: {
      storage,
      storageKey: STORAGE_KEY,
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    realtime,
    global: { fetch: faulty.fetch },
  });
  return { client, forget: () => storage.removeItem(STORAGE_KEY) };
}

export interface Tab {
  db: RoutegidsDB;
  client: SupabaseClient;
  /** The engine's auth port (account calls that end a session offline go through it). */
  auth: AuthPort;
  engine: SyncEngine;
  platform: FakePlatform;
  faulty: FaultyFetch;
  logs: string[];
  close(): Promise<void>;
}

export interface TabOptions {
  dbName?: string;
  faulty?: FaultyFetch;
  client?: TestClient;
  batchSize?: number;
  instanceId?: string;
  /** Subscribe to realtime like counts; the client must then have a realtime transport. */
  realtimeReopenMs?: number;
}

export function openTab(server: TestServer, opts: TabOptions = {}): Tab {
  const faulty = opts.faulty ?? new FaultyFetch();
  const { client, forget } = opts.client ?? clientFor(server, faulty);
  const db = new RoutegidsDB(opts.dbName ?? freshDbName());
  const platform = new FakePlatform();
  platform.clock = Date.now();
  const logs: string[] = [];
  const auth = createSupabaseAuth(client, { forgetSession: forget });
  const engine = createSyncEngine({
    db,
    transport: createSupabaseTransport(client, {
      anonKey: server.anonKey,
      ...(opts.realtimeReopenMs === undefined
        ? {}
        : { realtime: true, realtimeReopenMs: opts.realtimeReopenMs }),
    }),
    auth,
    platform,
    backoff: FAST_BACKOFF,
    random: () => 0.5,
    batchSize: opts.batchSize ?? 25,
    instanceId: opts.instanceId,
    log: (m) => logs.push(m),
  });
  let closed: Promise<void> | undefined;
  const close = async () => {
    await engine.stop();
    if (opts.realtimeReopenMs !== undefined) await client.realtime.disconnect();
    db.close();
  };
  return {
    db,
    client,
    auth,
    engine,
    platform,
    faulty,
    logs,
    // Once only: a test may close a tab itself (a crash, a reload) before the suite does.
    close: () => {
      closed ??= close();
      return closed;
    },
  };
}

/** Starts the tab's engine and waits until its first pull has settled. */
export async function startEngine(tab: Tab): Promise<Tab> {
  await tab.engine.start();
  await settle(tab);
  return tab;
}

export async function settle(tab: Tab): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await new Promise((r) => setTimeout(r, 5));
    await tab.engine.idle();
  }
}

export interface Catalogue {
  trial: string;
  pass: string;
  members: string;
  locations: Record<'t1' | 't2' | 't3' | 'p1' | 'm1', string>;
}

/** A small catalogue of our own (unique ids), next to whatever the seed holds. */
export async function addCatalogue(server: TestServer): Promise<Catalogue> {
  const db = server.server.db;
  const id = () => crypto.randomUUID();
  const c: Catalogue = {
    trial: id(),
    pass: id(),
    members: id(),
    locations: { t1: id(), t2: id(), t3: id(), p1: id(), m1: id() },
  };
  await db.transaction(async (q) => {
    const route = (rid: string, name: string, daypass: boolean, trial: boolean) =>
      q.query(
        `insert into public.routes (id, name, published, daypass, is_trial) values ($1, $2, true, $3, $4)`,
        [rid, name, daypass, trial],
      );
    await route(c.trial, 'Proefroute', false, true);
    await route(c.pass, 'Dagpasroute', true, false);
    await route(c.members, 'Ledenroute', false, false);
    const stops: [keyof Catalogue['locations'], string][] = [
      ['t1', c.trial],
      ['t2', c.trial],
      ['t3', c.trial],
      ['p1', c.pass],
      ['m1', c.members],
    ];
    let order = 0;
    for (const [key, routeId] of stops) {
      order += 1;
      await q.query(
        `insert into public.locations (id, title_nl, article_nl, content_type, lat, lng)
         values ($1, $2, $3, 'Artikel', 52.36, 4.88)`,
        [c.locations[key], `Stop ${key}`, `<p>Verhaal ${key}</p>`],
      );
      await q.query(
        `insert into public.route_locations (route_id, location_id, "order") values ($1, $2, $3)`,
        [routeId, c.locations[key], order],
      );
    }
  });
  return c;
}

export async function signUpAndIn(tab: Tab, email: string): Promise<string> {
  const password = 'walk-the-route-9';
  const { error } = await tab.client.auth.signUp({ email, password });
  if (error) throw error;
  const { data, error: signInError } = await tab.client.auth.signInWithPassword({
    email,
    password,
  });
  if (signInError || !data.user) throw signInError ?? new Error('no user');
  return data.user.id;
}

export interface SyncServerOptions {
  /** The server's environment (AUTH_AUTOCONFIRM, LOCAL_SUBSCRIBERS, …). */
  env?: TestServerOptions['env'];
  /** Add a catalogue of our own (addCatalogue) once the server is up. */
  catalogue?: boolean;
}

/** A test file's local server and the tabs its tests open; read it inside tests and hooks. */
export interface SyncServer {
  readonly server: TestServer;
  /** A tab on the server (its engine not started), closed after the test. */
  openTab(opts?: TabOptions): Tab;
  /** openTab, with the engine started and its first pull settled. */
  startedTab(opts?: TabOptions): Promise<Tab>;
}

export interface SyncServerWithCatalogue extends SyncServer {
  readonly catalogue: Catalogue;
}

/**
 * Call once at a test file's top level: one local server for the file (started before its
 * first test, closed after its last), and tabs that are closed after each test.
 */
export function setUpSyncServer(
  opts: SyncServerOptions & { catalogue: true },
): SyncServerWithCatalogue;
export function setUpSyncServer(opts?: SyncServerOptions): SyncServer;
export function setUpSyncServer(opts: SyncServerOptions = {}): SyncServerWithCatalogue {
  let server: TestServer | undefined;
  let catalogue: Catalogue | undefined;
  const tabs: Tab[] = [];

  beforeAll(async () => {
    server = await startTestServer({ env: opts.env });
    if (opts.catalogue) catalogue = await addCatalogue(server);
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(async () => {
    for (const t of tabs.splice(0)) await t.close();
  });

  const running = (): TestServer => {
    if (!server) throw new Error('The sync server starts in beforeAll: read it inside a test');
    return server;
  };
  const openTrackedTab = (tabOpts?: TabOptions): Tab => {
    const tab = openTab(running(), tabOpts);
    tabs.push(tab);
    return tab;
  };
  return {
    get server() {
      return running();
    },
    get catalogue() {
      if (!catalogue) throw new Error('No catalogue: pass { catalogue: true } to setUpSyncServer');
      return catalogue;
    },
    openTab: openTrackedTab,
    startedTab: (tabOpts) => startEngine(openTrackedTab(tabOpts)),
  };
}
