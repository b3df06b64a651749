import type { SupabaseClient } from '@supabase/supabase-js';
import { ACCOUNT_TIMEOUT_MS } from '../account.ts';
import type { PaidAccessPort, SubscriberAnswer, SubscriberOutcome } from '../paidAccess.ts';
import { callFunction, type FunctionReply, replyFailure } from './functionCall.ts';

const OUTCOMES: readonly SubscriberOutcome[] = [
  'password',
  'activation_needed',
  'confirmation_sent',
  'subscription_required',
];

/** The paid-access routes of the `api` edge function, over supabase-js. */
export function createSupabasePaidAccess(
  client: SupabaseClient,
  opts: { timeoutMs?: number } = {},
): PaidAccessPort {
  const ms = opts.timeoutMs ?? ACCOUNT_TIMEOUT_MS;
  return {
    async subscriberLookup(email) {
      return subscriberAnswer(await callFunction(client, 'subscriber/lookup', { email }, ms));
    },

    async subscriberActivate(email, password, confirmation) {
      const body = { email, password, confirmation };
      return subscriberAnswer(await callFunction(client, 'subscriber/activate', body, ms));
    },

    async dayPassCheckout() {
      const reply = await callFunction(client, 'daypass/checkout', {}, ms);
      if ('failure' in reply) return reply;
      const url = reply.body.url;
      if (reply.status === 200 && typeof url === 'string' && /^https?:\/\//.test(url)) {
        return { url };
      }
      return { failure: replyFailure(reply) };
    },
  };
}

/** 401, 404 and 409 carry an outcome too (no subscription, no customer, already active). */
function subscriberAnswer(reply: FunctionReply): SubscriberAnswer {
  if ('failure' in reply) return reply;
  const outcome = reply.body.outcome;
  if (typeof outcome === 'string' && (OUTCOMES as readonly string[]).includes(outcome)) {
    const message = typeof reply.body.message === 'string' ? reply.body.message : '';
    return { outcome: outcome as SubscriberOutcome, message };
  }
  return { failure: replyFailure(reply) };
}
