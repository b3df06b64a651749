import { type AccessRecord, getMeta } from '../db/meta.ts';
import { type Entitlement, entitlementOf } from '../sync/access.ts';
import { appAccountContext, type PaidAccessContext } from './accountContext.ts';

export type { Entitlement };

/** What the record grants now: none, a day pass (until its expiry) or a subscription. */
export function accessKind(record: AccessRecord, now = Date.now()): Entitlement {
  return entitlementOf(record, now);
}

/**
 * Asks the server about access now (not the 60 s cache) and pulls what it grants, so routes
 * that just unlocked show without a reload. Returns the record, and whether the server
 * answered: a failed check keeps the previous record (specification), which says nothing
 * about now.
 */
export async function checkAccessNow(
  ctx: Pick<PaidAccessContext, 'db' | 'sync'> = appAccountContext(),
): Promise<{ record: AccessRecord; answered: boolean }> {
  const engine = await ctx.sync();
  const before = (await getMeta(ctx.db, 'access'))?.lastChecked ?? null;
  const record = await engine.checkAccess({ force: true });
  const answered = record.lastChecked !== null && record.lastChecked !== before;
  if (answered) await engine.pull();
  return { record, answered };
}
