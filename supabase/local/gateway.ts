/**
 * What Supabase's API gateway does in front of Auth and PostgREST: CORS (exposing the headers
 * supabase-js reads), the `apikey` requirement, a request size limit, and telling what is
 * behind it which address a request came from.
 */

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import {
  clientFromHops,
  forwardedHops,
  type TrustedProxies,
} from '../functions/_shared/clientAddress.ts';
import type { ApiKeys } from './auth/jwt.ts';
import { isLoopback } from './reachableHost.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** The caller's address as the gateway determined it (see `resolveClientAddress`). */
    clientAddress: string;
  }
}

/**
 * CORS for the app's own pages only. Answers without `Access-Control-Allow-Origin` for any
 * other origin, so a browser keeps other sites from reading responses (tokens, user data) or
 * sending credentialed requests. `allowedOrigins` is asked per request: the server's own origin
 * is only known once it listens.
 */
export function apiCors(allowedOrigins: () => readonly string[]): MiddlewareHandler {
  const allowed = corsFor();
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (!origin || isAllowedOrigin(origin, allowedOrigins())) return allowed(c, next);
    // Another site's page: no CORS headers at all, so its browser refuses to go on.
    if (c.req.method === 'OPTIONS') return c.body(null, 204, { Vary: 'Origin' });
    await next();
    c.res.headers.append('Vary', 'Origin');
  };
}

function corsFor(): MiddlewareHandler {
  return cors({
    origin: (origin) => origin || null,
    credentials: true,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: [
      'Accept',
      'Authorization',
      'Content-Type',
      'apikey',
      'X-Client-Info',
      'X-Client-IP',
      'X-JWT-AUD',
      'x-use-cookie',
      'X-Supabase-Api-Version',
      'Accept-Profile',
      'Content-Profile',
      'Prefer',
      'Range',
      'X-Retry-Count',
    ],
    exposeHeaders: [
      'X-Total-Count',
      'Link',
      'X-Supabase-Api-Version',
      'Content-Range',
      'Content-Location',
      'Range-Unit',
      'Proxy-Status',
    ],
    maxAge: 3600,
  });
}

/** An origin on the list; for a loopback origin, any loopback spelling with the same port. */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  const given = parseOrigin(origin);
  if (!given) return false;
  return allowed.some((entry) => {
    const a = parseOrigin(entry);
    if (!a) return false;
    if (a.origin === given.origin) return true;
    return (
      isLoopback(a.hostname) &&
      isLoopback(given.hostname) &&
      a.protocol === given.protocol &&
      a.port === given.port
    );
  });
}

function parseOrigin(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * The client closed the connection while its body was being read (or the server dropped a
 * slow one): nobody is left to answer, and it is no failure of ours worth a stack trace.
 */
export function isClientAbort(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  return e?.code === 'ECONNRESET' || e?.message === 'aborted';
}

/** Tokens and user records are never stored by browsers or caches on the way. */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  };
}

/**
 * The caller's address: the connection's peer, unless the peer is a trusted proxy, in which
 * case its `X-Forwarded-For` says who it forwarded for (read from the right, past the other
 * trusted proxies). A client's own `X-Forwarded-For` is ignored: it could name anyone.
 */
export function resolveClientAddress(trusted: TrustedProxies): MiddlewareHandler {
  return async (c, next) => {
    const peer = peerAddress(c);
    const hops =
      peer && trusted.contains(peer)
        ? [...forwardedHops(c.req.header('x-forwarded-for')), peer]
        : [peer ?? ''];
    c.set('clientAddress', clientFromHops(hops, trusted));
    await next();
  };
}

function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not behind @hono/node-server (an in-process fetch): there is no socket to ask.
    return undefined;
  }
}

/** Paths under /auth/v1 the gateway leaves open (e-mail links are opened without a key). */
const OPEN_AUTH_PATHS = /^\/auth\/v1\/(verify|callback|authorize|\.well-known\/jwks\.json)$/;

export function requireApiKey(keys: ApiKeys): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || OPEN_AUTH_PATHS.test(c.req.path)) return next();
    const key = c.req.header('apikey') ?? c.req.query('apikey');
    if (!key) {
      return c.json(
        {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        },
        401,
      );
    }
    if (key !== keys.anonKey && key !== keys.serviceRoleKey) {
      return c.json(
        {
          message: 'Invalid API key',
          hint: 'Double check your Supabase `anon` or `service_role` API key.',
        },
        401,
      );
    }
    return next();
  };
}

export function limitBody(maxSize: number): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    // The rest of the body is never read, so the connection cannot carry another request:
    // saying so stops clients from reusing a socket the server is about to drop.
    onError: (c) => c.json({ message: 'Request Entity Too Large' }, 413, { Connection: 'close' }),
  });
}
