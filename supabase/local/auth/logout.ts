import type { Context } from 'hono';
import type { AuthContext } from './context.ts';
import { authErrors } from './errors.ts';
import { requireUser } from './request.ts';
import { endSessions, type LogoutScope } from './sessions.ts';

const SCOPES = new Set(['global', 'local', 'others']);

/**
 * POST /logout?scope=global|local|others → 204. Only sessions end: an access token stays
 * valid at /rest/v1 until it expires, exactly as on Supabase.
 */
export async function logout(ctx: AuthContext, c: Context): Promise<Response> {
  const scope = c.req.query('scope') || 'global';
  if (!SCOPES.has(scope)) throw authErrors.validation(`Unsupported logout scope "${scope}"`);
  const { user, sessionId } = await requireUser(ctx, c);
  await ctx.db.transaction((q) => endSessions(q, user.id, scope as LogoutScope, sessionId));
  return c.body(null, 204);
}
