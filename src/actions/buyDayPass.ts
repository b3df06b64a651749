import type { AccessRecord } from '../db/meta.ts';
import type { AuthFailure } from '../domain/authFailure.ts';
import { leavePage } from '../lib/leavePage.ts';
import { appAccountContext, type PaidAccessContext } from './accountContext.ts';
import { accessKind, checkAccessNow } from './checkAccessNow.ts';

/**
 * Starts paying for a day pass: asks the function for a Checkout Session and goes there. The
 * payment page returns to /checkout/success or /checkout/cancelled. Returns the failure when
 * no payment link could be made (the page stays).
 */
export async function buyDayPass(
  ctx: Pick<PaidAccessContext, 'paidAccess'> = appAccountContext(),
  go: (url: string) => void = leavePage,
): Promise<{ error: AuthFailure | null }> {
  const port = await ctx.paidAccess();
  const answer = await port.dayPassCheckout();
  if ('failure' in answer) return { error: answer.failure };
  go(answer.url);
  return { error: null };
}

export interface PaymentWait {
  /** Checks before giving up (the provider's webhook may come a little after the walker). */
  attempts: number;
  delayMs: number;
  sleep(ms: number): Promise<void>;
}

const WAIT: PaymentWait = {
  attempts: 10,
  delayMs: 2000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Back from paying: checks access (not the cache) until the day pass shows, then pulls, so
 * the day-pass routes unlock without a reload. Resolves with the record, `granted` false when
 * the pass had not arrived after the last attempt.
 */
export async function confirmDayPassPayment(
  ctx: Pick<PaidAccessContext, 'db' | 'sync'> = appAccountContext(),
  wait: PaymentWait = WAIT,
): Promise<{ record: AccessRecord; granted: boolean }> {
  let last: AccessRecord | null = null;
  for (let i = 0; i < wait.attempts; i++) {
    if (i > 0) await wait.sleep(wait.delayMs);
    const { record } = await checkAccessNow(ctx);
    last = record;
    if (accessKind(record) !== 'none') return { record, granted: true };
  }
  if (!last) throw new Error('confirmDayPassPayment: attempts must be at least 1');
  return { record: last, granted: false };
}
