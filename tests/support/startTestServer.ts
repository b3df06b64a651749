import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import type { ApiEnv } from '../../supabase/functions/api/env.ts';
import type { LocalServer, LocalServerOptions, MailMessage } from '../../supabase/local/server.ts';
import { startLocalServer } from '../../supabase/local/server.ts';

/**
 * The local server for integration suites: in-memory PGlite (seeded), 127.0.0.1 on a free
 * port, e-mail confirmation on (the hosted default) unless `env` says otherwise. Start one per
 * test file in `beforeAll` and `close()` it in `afterAll`.
 */
export type TestServerOptions = {
  /** Server environment (AUTH_AUTOCONFIRM, STRIPE_*, SITE_URL, …); overrides process.env. */
  env?: Record<string, string | undefined>;
  /** Hooks for the edge function, e.g. a fixed clock. */
  apiEnv?: Partial<ApiEnv>;
  /** Default true (when supabase/seed.sql exists). */
  seed?: boolean;
  /** A Postgres server instead of in-memory PGlite. */
  databaseUrl?: string;
  distDir?: string;
  mediaDir?: string;
};

export type TestMail = {
  list(): MailMessage[];
  clear(): void;
  /** The newest message to `to` (optionally of one type), or undefined. */
  latest(to: string, type?: MailMessage['type']): MailMessage | undefined;
};

export type TestServer = {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  server: LocalServer;
  /**
   * A fresh supabase-js client with the anon key; no session persistence or auto refresh.
   * `auth` overrides those options (e.g. `{ flowType: 'pkce' }`).
   */
  client(auth?: SupabaseClientOptions<'public'>['auth']): SupabaseClient;
  /** A supabase-js client with the service-role key (admin API, service-only RPCs). */
  admin(): SupabaseClient;
  mail: TestMail;
  close(): Promise<void>;
};

type RealtimeTransport = NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>;

/**
 * The local server has no realtime endpoint, and on Node 20 (no global WebSocket) supabase-js
 * refuses to build a client without a transport; this one fails only if a test subscribes.
 */
class NoRealtime {
  constructor() {
    throw new Error('The local server offers no realtime channels');
  }
}

const clientOptions: SupabaseClientOptions<'public'> = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: NoRealtime as unknown as RealtimeTransport },
};

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const serverOptions: LocalServerOptions = {
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory',
    databaseUrl: opts.databaseUrl,
    env: { AUTH_AUTOCONFIRM: '0', ...opts.env },
    apiEnv: opts.apiEnv,
    distDir: opts.distDir,
    mediaDir: opts.mediaDir,
  };
  if (opts.seed !== undefined) serverOptions.seed = opts.seed;
  const server = await startLocalServer(serverOptions);
  const mail: TestMail = {
    list: () => server.mail.list(),
    clear: () => server.mail.clear(),
    latest: (to, type) =>
      server.mail
        .list()
        .filter((m) => m.to === to.toLowerCase() && (!type || m.type === type))
        .at(-1),
  };
  return {
    url: server.url,
    anonKey: server.anonKey,
    serviceRoleKey: server.serviceRoleKey,
    server,
    client: (auth) =>
      createClient(server.url, server.anonKey, {
        ...clientOptions,
        auth: { ...clientOptions.auth, ...auth },
      }),
    admin: () => createClient(server.url, server.serviceRoleKey, clientOptions),
    mail,
    close: () => server.close(),
  };
}

let counter = 0;

/** A unique e-mail address per call, so tests in one server never collide. */
export function uniqueEmail(prefix = 'walker'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}
