import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { createDeps } from './deps.ts';
import type { ApiEnv } from './env.ts';
import { logFailure } from './log.ts';
import { errorBody } from './messages.ts';
import { registerAccess } from './routes/access.ts';
import { registerCheckout } from './routes/checkout.ts';
import { registerPush } from './routes/push.ts';
import { registerSubscriber } from './routes/subscriber.ts';
import { registerWebhook } from './routes/webhook.ts';

/** Headers supabase-js sends to functions (`@supabase/supabase-js/cors`), plus the webhook's. */
const ALLOWED_HEADERS = [
  'authorization',
  'x-client-info',
  'apikey',
  'content-type',
  'x-retry-count',
  'x-region',
  'stripe-signature',
];

/**
 * The `api` edge function: one Hono app for Supabase (Deno, index.ts) and the local server
 * (Node, mounted under /functions/v1). Paths start with the function's name, as Supabase
 * delivers them.
 */
export function createApiApp(env: ApiEnv): Hono {
  const deps = createDeps(env);
  const app = new Hono().basePath('/api');
  app.use(
    '*',
    cors({ origin: '*', allowHeaders: ALLOWED_HEADERS, allowMethods: ['POST', 'OPTIONS'] }),
  );
  registerAccess(app, deps);
  registerCheckout(app, deps);
  registerWebhook(app, deps);
  registerSubscriber(app, deps);
  registerPush(app, deps);
  app.notFound((c) => c.json(errorBody(404, 'not_found', 'Not found'), 404));
  app.onError((error, c) => {
    logFailure(`${c.req.method} ${c.req.path}`, error);
    return c.json(errorBody(500, 'internal_error', 'Internal error'), 500);
  });
  return app;
}
