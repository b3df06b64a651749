import { existsSync } from 'node:fs';
import type { ServerOptions } from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { ApiEnv } from '../functions/api/env.ts';
import { createAuthApp } from './auth/app.ts';
import type { AuthContext } from './auth/context.ts';
import { createApiKeys, createJwtSigner } from './auth/jwt.ts';
import { createMailbox, type MailMessage } from './auth/mailer.ts';
import { createSignInLimiter } from './auth/rateLimit.ts';
import { AMR_TABLE_SQL } from './auth/sessions.ts';
import { compressResponses } from './compression.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { type Database, openDatabase } from './database.ts';
import { createDevMailApp } from './devMail.ts';
import { createFunctionsHandlers } from './functions.ts';
import { apiCors, limitBody, noStore, requireApiKey, resolveClientAddress } from './gateway.ts';
import { localVapidKeys, PUSH_DISPATCH_INTERVAL_MS, startPushScheduler } from './push.ts';
import { checkSecretsForHost } from './reachableHost.ts';
import { createRestApp } from './rest/app.ts';
import { lookUpSharePreview } from './sharePreview.ts';
import { createStaticApp } from './static.ts';
import { createStorageApp } from './storage.ts';

export type { MailMessage } from './auth/mailer.ts';

/**
 * The local Supabase-compatible server (DESIGN §4.6): Auth, PostgREST RPC, Edge Functions,
 * Storage's public media, the dev mailbox and the built app, on one origin.
 */
export type LocalServerOptions = {
  /** Default 8787; 0 picks a free port. */
  port?: number;
  /** Default 'localhost'. */
  host?: string;
  /** A Postgres server instead of PGlite. */
  databaseUrl?: string;
  /** PGlite folder, or 'memory'. Default `.data/pglite`. */
  dataDir?: string;
  /** The built app. Default `dist/` at the repository root. */
  distDir?: string;
  /** Files of the public `media` bucket. Default `supabase/media/`. */
  mediaDir?: string;
  /** Overrides process.env for this server (JWT_SECRET, AUTH_AUTOCONFIRM, STRIPE_*, …). */
  env?: Record<string, string | undefined>;
  /** Apply supabase/seed.sql (default true). */
  seed?: boolean;
  /** Test hooks for the edge function (e.g. a fixed clock). */
  apiEnv?: Partial<ApiEnv>;
};

export type LocalServer = {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  db: Database;
  mail: { list(): MailMessage[]; clear(): void };
  close(): Promise<void>;
};

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function startLocalServer(opts: LocalServerOptions = {}): Promise<LocalServer> {
  const env = { ...process.env, ...opts.env };
  const config = readConfig(env);
  // Before anything is opened: a refusal must leave nothing to clean up.
  checkSecretsForHost(opts.host ?? 'localhost', env);
  const dataDir = opts.dataDir ?? path.join(ROOT, '.data', 'pglite');
  const db = await openDatabase({
    databaseUrl: opts.databaseUrl,
    dataDir,
    // The seed is optional: a checkout without supabase/seed.sql still starts.
    seed: opts.seed ?? existsSync(path.join(ROOT, 'supabase', 'seed.sql')),
  });
  try {
    await ensureAuthTables(db);
    const vapid = localVapidKeys(env, dataDir);
    return await listen({ ...opts, apiEnv: { ...vapid, ...opts.apiEnv } }, env, config, db);
  } catch (err) {
    await db.close();
    throw err;
  }
}

/** Auth-server tables bootstrap.sql leaves to us (GoTrue's names). */
async function ensureAuthTables(db: Database): Promise<void> {
  const statements = AMR_TABLE_SQL.split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  await db.transaction(async (q) => {
    for (const sql of statements) await q.query(sql);
  });
}

async function listen(
  opts: LocalServerOptions,
  env: Record<string, string | undefined>,
  config: ReturnType<typeof readConfig>,
  db: Database,
): Promise<LocalServer> {
  const signer = createJwtSigner(config.jwtSecret);
  const keys = await createApiKeys(signer);
  const mailbox = createMailbox();
  let publicUrl = '';
  const ctx: AuthContext = {
    db,
    config,
    signer,
    keys,
    mailbox,
    limiter: createSignInLimiter(config.signInFailureLimit, config.signInFailureWindowSeconds),
    publicUrl: () => publicUrl,
    siteUrl: () => (config.siteUrl ?? publicUrl).replace(/\/+$/, ''),
  };
  const handlers = createFunctionsHandlers({
    env,
    signer,
    apiEnv: () => ({
      SUPABASE_URL: publicUrl,
      SUPABASE_ANON_KEY: keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
      APP_URL: ctx.siteUrl(),
      ...opts.apiEnv,
    }),
  });

  const app = new Hono();
  app.use('*', limitBody(config.bodyLimitBytes));
  app.use('*', resolveClientAddress(config.trustedProxies));
  // Outermost on the API, so it compresses the final answer (CORS and cache headers included).
  for (const prefix of ['/auth/v1/*', '/rest/v1/*', '/functions/v1/*']) {
    app.use(prefix, compressResponses());
  }
  const allowedOrigins = () => [publicUrl, ctx.siteUrl(), ...config.corsAllowedOrigins];
  for (const prefix of ['/auth/v1/*', '/rest/v1/*']) {
    app.use(prefix, apiCors(allowedOrigins));
    app.use(prefix, requireApiKey(keys));
  }
  app.use('/auth/v1/*', noStore());
  app.route('/auth/v1', createAuthApp(ctx));
  app.route('/rest/v1', createRestApp(db, signer));
  app.all('/functions/v1/*', handlers.functions);
  app.all('/_dev/checkout/*', handlers.devCheckout);
  app.route('/', createDevMailApp(mailbox));
  app.route('/', createStorageApp(opts.mediaDir ?? path.join(ROOT, 'supabase', 'media')));
  for (const prefix of ['/storage/v1/*', '/_dev/*']) {
    app.all(prefix, (c) => c.json({ message: 'Not found' }, 404));
  }
  app.route(
    '/',
    createStaticApp(opts.distDir ?? path.join(ROOT, 'dist'), {
      sharePreview: (routeId, stop) => lookUpSharePreview(db, routeId, stop),
    }),
  );

  const host = opts.host ?? 'localhost';
  const server = serve({
    fetch: app.fetch,
    port: opts.port ?? 8787,
    hostname: host,
    serverOptions: slowClientLimits(config),
  });
  // Every server type serve() can make is a net.Server underneath.
  (server as NetServer).maxConnections = config.maxConnections;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  publicUrl = env.API_EXTERNAL_URL?.replace(/\/+$/, '') || `http://${urlHost(host)}:${port}`;
  // The route pg_cron calls on Supabase, run in-process through the same gateway.
  const stopPush = startPushScheduler(
    async () =>
      app.fetch(
        new Request(`${publicUrl}/functions/v1/api/push/dispatch`, {
          method: 'POST',
          headers: { authorization: `Bearer ${keys.serviceRoleKey}` },
        }),
      ),
    Number(env.PUSH_DISPATCH_INTERVAL_MS ?? PUSH_DISPATCH_INTERVAL_MS),
  );

  let closing: Promise<void> | null = null;
  return {
    url: publicUrl,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    db,
    mail: { list: () => mailbox.list(), clear: () => mailbox.clear() },
    close: () => {
      closing ??= (async () => {
        await stopPush();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Keep-alive connections would hold close() open until they time out.
          if ('closeAllConnections' in server) server.closeAllConnections();
        });
        await db.close();
      })();
      return closing;
    },
  };
}

/**
 * Node's defaults hold a connection whose headers or body trickle in for 60 s and 300 s, and
 * check only every 30 s; a few slow clients could then tie up the server. The check interval
 * follows the shortest timeout so that it is kept to within about half of it.
 */
function slowClientLimits(config: ServerConfig): ServerOptions {
  const headersTimeout = Math.min(config.headersTimeoutMs, config.requestTimeoutMs);
  return {
    headersTimeout,
    requestTimeout: config.requestTimeoutMs,
    connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(headersTimeout / 2))),
  };
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
