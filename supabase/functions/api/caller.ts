import type { Context } from 'hono';
import type { ApiDeps } from './deps.ts';
import { errorBody } from './messages.ts';

/** The signed-in user making the request, as the auth server vouches for them. */
export type Caller = {
  id: string;
  email: string;
  /** Only a confirmed address proves the caller owns the mailbox the subscription is bound to. */
  emailConfirmed: boolean;
  jwt: string;
};

/**
 * Verifies the caller's JWT with the auth server (`auth.getUser(jwt)`), so revoked sessions
 * and tokens signed with the wrong key are refused exactly as Supabase refuses them.
 */
export async function authenticate(deps: ApiDeps, c: Context): Promise<Caller | Response> {
  const jwt = bearerToken(c.req.header('authorization'));
  if (!jwt) return c.json(errorBody(401, 'unauthorized', 'Missing authorization header'), 401);
  const { data, error } = await deps.service.auth.getUser(jwt);
  const user = data.user;
  if (error || !user || !user.email) {
    return c.json(errorBody(401, 'unauthorized', 'Invalid JWT'), 401);
  }
  return {
    id: user.id,
    email: user.email,
    emailConfirmed: Boolean(user.email_confirmed_at),
    jwt,
  };
}

function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}
