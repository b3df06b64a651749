import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { ApiKeys } from './auth/jwt.ts';

/**
 * What Supabase's API gateway does in front of Auth and PostgREST: CORS (exposing the headers
 * supabase-js reads), the `apikey` requirement, and a request size limit.
 */
export function apiCors(): MiddlewareHandler {
  return cors({
    origin: (origin) => origin || '*',
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
