import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../database.ts';
import type { AuthContext } from './context.ts';
import { AuthError, authErrors } from './errors.ts';
import type { AmrMethod } from './sessions.ts';
import { createSession, tokenResponse } from './sessions.ts';
import { findUserById } from './users.ts';

/**
 * The PKCE variant of e-mail links (supabase-js with `flowType: 'pkce'`): the link carries a
 * `pkce_` token, /verify redirects with `?code=`, and only the browser holding the verifier can
 * exchange that code for a session at /token?grant_type=pkce within 5 minutes.
 */
export type Pkce = { challenge: string; method: 's256' | 'plain' };

const FLOW_STATE_TTL_MS = 300_000;

export function readPkce(body: Record<string, unknown>): Pkce | null {
  const challenge = typeof body.code_challenge === 'string' ? body.code_challenge : '';
  const method =
    typeof body.code_challenge_method === 'string' ? body.code_challenge_method.toLowerCase() : '';
  if (!challenge && !method) return null;
  if (!challenge || (method !== 's256' && method !== 'plain')) {
    throw authErrors.validation('PKCE flow requires code_challenge_method and code_challenge');
  }
  return { challenge, method };
}

export async function createFlowState(
  q: Queryable,
  userId: string,
  pkce: Pkce,
  method: AmrMethod,
): Promise<void> {
  await q.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge,
       provider_type, authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, 'email', $6, now(), now())`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, method],
  );
}

/** At /verify: the newest flow of that kind for the user gets its code issued. */
export async function issueAuthCode(
  q: Queryable,
  userId: string,
  method: AmrMethod,
): Promise<string | null> {
  const { rows } = await q.query<{ id: string; auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
     where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                 order by created_at desc limit 1)
     returning id, auth_code`,
    [userId, method],
  );
  return rows[0]?.auth_code ?? null;
}

type FlowRow = {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: string;
  authentication_method: string;
  created_at: Date | string;
};

export async function exchangePkceCode(
  ctx: AuthContext,
  authCode: string | undefined,
  verifier: string | undefined,
): Promise<Record<string, unknown>> {
  if (!authCode || !verifier)
    throw authErrors.validation(
      'invalid request: both auth code and code verifier should be non-empty',
    );
  return ctx.db.transaction(async (q) => {
    const { rows } = await q.query<FlowRow>(
      `delete from auth.flow_state where auth_code = $1
       returning id, user_id, code_challenge, code_challenge_method, authentication_method, created_at`,
      [authCode],
    );
    const flow = rows[0];
    if (!flow)
      throw new AuthError(
        404,
        'flow_state_not_found',
        'invalid flow state, no valid flow state found',
      );
    if (Date.now() - new Date(flow.created_at).getTime() > FLOW_STATE_TTL_MS) {
      throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
    }
    if (!challengeMatches(flow, verifier)) {
      throw new AuthError(
        400,
        'bad_code_verifier',
        'code challenge does not match previously saved code verifier',
      );
    }
    const user = flow.user_id ? await findUserById(q, flow.user_id) : null;
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    return tokenResponse(
      ctx,
      q,
      user,
      await createSession(q, user.id, flow.authentication_method as AmrMethod),
    );
  });
}

function challengeMatches(flow: FlowRow, verifier: string): boolean {
  if (flow.code_challenge_method === 'plain') return verifier === flow.code_challenge;
  return createHash('sha256').update(verifier).digest('base64url') === flow.code_challenge;
}
