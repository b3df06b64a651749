import type { Context, Hono } from 'hono';
import type { ApiDeps } from '../deps.ts';
import { logFailure } from '../log.ts';
import { errorBody } from '../messages.ts';
import { dispatchPush } from '../push/dispatch.ts';
import { vapidConfig } from '../push/send.ts';

/**
 * POST /push/key → `{ publicKey }`: the application server key browsers subscribe with (null
 * when this deployment sends no notifications).
 *
 * POST /push/dispatch (the scheduler: pg_cron + pg_net on Supabase, a timer in the local
 * server) → `{ jobs, sent, gone, failed }`: sends what is due. Bearer token: the
 * PUSH_DISPATCH_SECRET, or the service role key.
 */
export function registerPush(app: Hono, deps: ApiDeps): void {
  const vapid = vapidConfig(deps.env);

  app.post('/push/key', (c) => c.json({ publicKey: vapid?.publicKey ?? null }));

  app.post('/push/dispatch', async (c) => {
    if (!(await isScheduler(deps, c))) {
      return c.json(errorBody(401, 'unauthorized', 'Invalid dispatcher token'), 401);
    }
    // Without keys nothing can be sent: claiming now would use notifications up unsent.
    if (!vapid) return c.json({ jobs: 0, sent: 0, gone: 0, failed: 0, configured: false });
    try {
      return c.json({ ...(await dispatchPush(deps, vapid)), configured: true });
    } catch (error) {
      logFailure('push dispatch', error);
      return c.json(errorBody(500, 'dispatch_failed', 'Push dispatch failed'), 500);
    }
  });
}

async function isScheduler(deps: ApiDeps, c: Context): Promise<boolean> {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token) return false;
  const expected = deps.env.PUSH_DISPATCH_SECRET || deps.env.SUPABASE_SERVICE_ROLE_KEY;
  return sameSecret(token, expected);
}

/** Compares digests, so the time taken says nothing about how much of the token matched. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (s: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}
