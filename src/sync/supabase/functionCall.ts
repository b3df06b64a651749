import type { SupabaseClient } from '@supabase/supabase-js';
import { type AuthFailure, networkFailure, timeoutFailure } from '../../domain/authFailure.ts';
import { TimeoutError, withTimeout } from '../timeout.ts';
import { errorMessage } from '../transport.ts';

/** A function's answer: its JSON body and status, or a failure that got no answer. */
export type FunctionReply =
  | { status: number; body: Record<string, unknown> }
  | { failure: AuthFailure };

/**
 * POSTs to the `api` edge function (`/functions/v1/api/<route>`) with the session's JWT when
 * there is one. Error statuses are answers too (the subscriber login's 401/404/409 carry its
 * next step), so they come back as replies; only a request that got no answer in `timeoutMs`,
 * or none at all, is a failure.
 */
export async function callFunction(
  client: SupabaseClient,
  route: string,
  body: Record<string, unknown>,
  timeoutMs: number,
): Promise<FunctionReply> {
  // The abort ends the request; the race answers even if a fetch ignores the signal.
  const controller = new AbortController();
  try {
    const { data, error, response } = await withTimeout(
      client.functions.invoke(`api/${route}`, { method: 'POST', body, signal: controller.signal }),
      timeoutMs,
    );
    if (!error) return { status: response?.status ?? 200, body: asObject(data) };
    const failed = error as Error & { context?: unknown };
    if (failed.context instanceof Response) {
      return { status: failed.context.status, body: await readJson(failed.context) };
    }
    return { failure: networkFailure(errorMessage(error)) };
  } catch (e) {
    if (e instanceof TimeoutError) {
      controller.abort();
      return { failure: timeoutFailure() };
    }
    return { failure: networkFailure(errorMessage(e)) };
  }
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    return asObject(await response.clone().json());
  } catch {
    return {};
  }
}

function asObject(data: unknown): Record<string, unknown> {
  return data && typeof data === 'object' && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : {};
}

/** An error reply as a failure: the server's reason as the code, its message kept. */
export function replyFailure(reply: {
  status: number;
  body: Record<string, unknown>;
}): AuthFailure {
  const { body } = reply;
  const code = typeof body.error === 'string' ? body.error : null;
  const message = typeof body.message === 'string' ? body.message : `HTTP ${reply.status}`;
  return { code, message, status: reply.status };
}
