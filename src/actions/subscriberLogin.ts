import type { SubscriberAnswer } from '../sync/paidAccess.ts';

export type { SubscriberAnswer, SubscriberOutcome } from '../sync/paidAccess.ts';

import { appAccountContext, type PaidAccessContext } from './accountContext.ts';

/**
 * The subscriber login's server steps. The e-mail goes as typed (trimmed): the server applies
 * its own rule, and keeps the case for the payment provider, which compares it exactly.
 */
export async function lookUpSubscriber(
  email: string,
  ctx: Pick<PaidAccessContext, 'paidAccess'> = appAccountContext(),
): Promise<SubscriberAnswer> {
  const port = await ctx.paidAccess();
  return port.subscriberLookup(email.trim());
}

/**
 * Creates the subscriber's account (unconfirmed); the server mails the confirmation link, and
 * access follows once it is clicked.
 */
export async function activateSubscriber(
  email: string,
  password: string,
  confirmation: string,
  ctx: Pick<PaidAccessContext, 'paidAccess'> = appAccountContext(),
): Promise<SubscriberAnswer> {
  const port = await ctx.paidAccess();
  return port.subscriberActivate(email.trim(), password, confirmation);
}
