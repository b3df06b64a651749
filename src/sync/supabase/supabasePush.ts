import type { SupabaseClient } from '@supabase/supabase-js';
import { ACCOUNT_TIMEOUT_MS } from '../account.ts';
import type { PushPort } from '../push.ts';
import { withTimeout } from '../timeout.ts';
import { callFunction } from './functionCall.ts';

/**
 * Push subscriptions over supabase-js: the public key from the `api` function (`push/key`), the
 * subscription through RPCs that act only on the caller's own rows (migration
 * 20261121001000_push_subscriptions.sql).
 */
export function createSupabasePush(
  client: SupabaseClient,
  opts: { timeoutMs?: number } = {},
): PushPort {
  const ms = opts.timeoutMs ?? ACCOUNT_TIMEOUT_MS;
  const rpc = async (fn: string, args: Record<string, unknown>) => {
    const { error } = await withTimeout(Promise.resolve(client.rpc(fn, args)), ms);
    if (error) throw new Error(`${fn}: ${error.message}`);
  };
  return {
    async publicKey() {
      const reply = await callFunction(client, 'push/key', {}, ms);
      if ('failure' in reply) throw new Error(reply.failure.message);
      const key = reply.body.publicKey;
      return reply.status === 200 && typeof key === 'string' && key !== '' ? key : null;
    },
    save: (s, lang) =>
      rpc('save_push_subscription', {
        p_endpoint: s.endpoint,
        p_p256dh: s.p256dh,
        p_auth: s.auth,
        p_lang: lang,
      }),
    remove: (endpoint) => rpc('delete_push_subscription', { p_endpoint: endpoint }),
  };
}
