import type { Hono } from 'hono';
import { refreshAccess } from '../access.ts';
import { authenticate } from '../caller.ts';
import type { ApiDeps } from '../deps.ts';
import { logFailure } from '../log.ts';
import { errorBody } from '../messages.ts';

/**
 * POST /access/refresh → the caller's access record. A provider failure still answers 200
 * with the previous access and `error: "Failed to check subscription"`.
 */
export function registerAccess(app: Hono, deps: ApiDeps): void {
  app.post('/access/refresh', async (c) => {
    const caller = await authenticate(deps, c);
    if (caller instanceof Response) return caller;
    try {
      return c.json(await refreshAccess(deps, caller));
    } catch (error) {
      logFailure('access refresh', error);
      return c.json(errorBody(500, 'access_check_failed', 'Error checking user access'), 500);
    }
  });
}
