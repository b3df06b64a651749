import { type AccessRecord, getMeta, NO_ACCESS, setMeta } from '../db/meta.ts';
import {
  ACCESS_TTL_MS,
  accessFromWire,
  claimedAccess,
  type Entitlement,
  entitlementOf,
  expireDayPass,
  isDowngrade,
  isFresh,
} from './access.ts';
import type { EngineContext } from './context.ts';
import { removeUnreadable } from './gatedContent.ts';
import { errorMessage } from './transport.ts';

/** setTimeout's longest delay; a pass expiring later is re-armed when this one fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Keeps the access record in `meta` (specification: hasSubscription, hasDayPass,
 * dayPassExpiry, lastChecked):
 * - a check asks the server at most once per 60 s; a younger result is returned as is;
 * - a failed check keeps the previous record (offline, a day pass stays valid until expiry);
 * - a timer ends a day pass at its expiry even offline;
 * - when access shrinks, what the user may no longer read leaves the device at once, and a
 *   user who had access and now has none is signed out.
 */
export class AccessKeeper {
  private timer: unknown = null;

  constructor(
    private readonly ctx: EngineContext,
    private readonly onLost: (now: Entitlement) => Promise<void>,
    private readonly ttlMs = ACCESS_TTL_MS,
    /** Runs the expiry timer's work in the engine's queue, after whatever runs now. */
    private readonly schedule: (task: () => Promise<unknown>) => void = (task) => void task(),
  ) {}

  async current(): Promise<AccessRecord> {
    return (await getMeta(this.ctx.db, 'access')) ?? NO_ACCESS;
  }

  async check(force = false): Promise<AccessRecord> {
    const { ctx } = this;
    const userId = ctx.userId();
    const prev = await this.current();
    if (!userId) return prev;
    const now = ctx.platform.now();
    if (!force && isFresh(prev, now, this.ttlMs)) return prev;
    if (!ctx.platform.isOnline()) return this.enforceExpiry();
    try {
      const wire = await ctx.transport.refreshAccess(userId);
      if (ctx.userId() !== userId) return this.current(); // another user signed in meanwhile
      return await this.apply(accessFromWire(wire, ctx.platform.now()));
    } catch (e) {
      // Specification: on an access check error the previous result is kept.
      ctx.log(`Error checking user access: ${errorMessage(e)}`, e);
      return this.enforceExpiry();
    }
  }

  /** Stores `next`; if it grants less than the stored record claimed, acts on the loss. */
  async apply(next: AccessRecord): Promise<AccessRecord> {
    const { ctx } = this;
    const prev = await this.current();
    const now = ctx.platform.now();
    const record = expireDayPass(next, now);
    await setMeta(ctx.db, 'access', record);
    this.arm(record);
    const before = claimedAccess(prev);
    const after = entitlementOf(record, now);
    if (isDowngrade(before, after)) {
      await removeUnreadable(ctx.db, after);
      await this.onLost(after);
    }
    return record;
  }

  /** Re-applies the stored record at the current time: ends a day pass that expired. */
  async enforceExpiry(): Promise<AccessRecord> {
    const prev = await this.current();
    const now = this.ctx.platform.now();
    if (claimedAccess(prev) === entitlementOf(prev, now)) {
      this.arm(prev);
      return prev;
    }
    return this.apply(prev);
  }

  /** Forgets access (sign-out): nothing is removed here, the caller does. */
  async reset(): Promise<void> {
    this.disarm();
    await setMeta(this.ctx.db, 'access', NO_ACCESS);
  }

  disarm(): void {
    if (this.timer !== null) this.ctx.platform.clearTimeout(this.timer);
    this.timer = null;
  }

  private arm(record: AccessRecord): void {
    this.disarm();
    if (record.hasSubscription || !record.hasDayPass || record.dayPassExpiry === null) return;
    if (this.ctx.stopped()) return;
    const wait = Math.min(
      MAX_TIMER_MS,
      Math.max(0, record.dayPassExpiry - this.ctx.platform.now()),
    );
    this.timer = this.ctx.platform.setTimeout(() => {
      this.timer = null;
      this.schedule(() => this.enforceExpiry());
    }, wait);
  }
}
