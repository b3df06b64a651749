import type { Context, Hono } from 'hono';
import { createApiApp } from '../functions/api/app.ts';
import { createDevCheckoutApp } from '../functions/api/devCheckout.ts';
import { type ApiEnv, readApiEnv } from '../functions/api/env.ts';
import type { JwtSigner } from './auth/jwt.ts';

/**
 * `/functions/v1/<name>/…` → the edge function's own Hono app, with the prefix stripped as
 * Supabase's relay does. Per-function `verify_jwt` as in supabase/config.toml: `api` has it off
 * (the payment webhook carries no JWT; the app checks callers itself).
 */
const FUNCTIONS: Record<string, { verifyJwt: boolean }> = { api: { verifyJwt: false } };

export type FunctionsOptions = {
  env: Record<string, string | undefined>;
  signer: JwtSigner;
  /** Values only the server knows (its URL, keys, the app's URL) and test overrides. */
  apiEnv: () => Partial<ApiEnv>;
};

export function createFunctionsHandlers(opts: FunctionsOptions) {
  let apps: { api: Hono; devCheckout: Hono } | null = null;
  // Built on first use: the server's URL is only known once it listens.
  const getApps = () => {
    if (!apps) {
      const overrides = opts.apiEnv();
      const env = readApiEnv((name) => {
        const own = overrides[name as keyof ApiEnv];
        return typeof own === 'string' ? own : opts.env[name];
      }, overrides);
      apps = { api: createApiApp(env), devCheckout: createDevCheckoutApp(env) };
    }
    return apps;
  };

  const functions = async (c: Context): Promise<Response> => {
    const url = new URL(c.req.url);
    const path = url.pathname.replace(/^\/functions\/v1/, '');
    const name = path.split('/')[1] ?? '';
    const fn = FUNCTIONS[name];
    if (!fn) return c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
    if (fn.verifyJwt && c.req.method !== 'OPTIONS') {
      const refusal = await checkJwt(opts.signer, c);
      if (refusal) return refusal;
    }
    url.pathname = path;
    return getApps().api.fetch(withForwardedFor(new Request(url, c.req.raw), c));
  };

  const devCheckout = (c: Context): Response | Promise<Response> =>
    getApps().devCheckout.fetch(c.req.raw);

  return { functions, devCheckout };
}

/**
 * Supabase's gateway tells a function its caller's address in `x-forwarded-for`; the api
 * function rate-limits by it. Here the gateway is this server: the header is set to the address
 * it determined (the connection's peer, or whom a trusted proxy forwarded for), replacing
 * whatever the request carried, which the client could have written itself.
 */
function withForwardedFor(request: Request, c: Context): Request {
  request.headers.delete('x-forwarded-for');
  const address = c.get('clientAddress');
  if (address && address !== 'unknown') request.headers.set('x-forwarded-for', address);
  return request;
}

/** The relay's check for functions with verify_jwt on. */
async function checkJwt(signer: JwtSigner, c: Context): Promise<Response | null> {
  const token = /^bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token) return c.json({ code: 401, message: 'Missing authorization header' }, 401);
  const result = await signer.verify(token);
  return result.ok ? null : c.json({ code: 401, message: 'Invalid JWT' }, 401);
}
