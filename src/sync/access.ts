import type { AccessRecord } from '../db/meta.ts';
import type { AccessWire } from './protocol.ts';

/**
 * The access rules the client mirrors for display and for offline use. The server decides
 * what it sends (RLS); the client only has to know when to stop showing what it has.
 */
export type Entitlement = 'none' | 'daypass' | 'subscription';

/** A check younger than this is answered from the cache (specification: 60 seconds). */
export const ACCESS_TTL_MS = 60_000;

/** What the record grants at `now`: a day pass counts only until its expiry, even offline. */
export function entitlementOf(record: AccessRecord, now: number): Entitlement {
  if (record.hasSubscription) return 'subscription';
  if (record.hasDayPass && record.dayPassExpiry !== null && record.dayPassExpiry > now) {
    return 'daypass';
  }
  return 'none';
}

const RANK: Record<Entitlement, number> = { none: 0, daypass: 1, subscription: 2 };

export function isDowngrade(from: Entitlement, to: Entitlement): boolean {
  return RANK[to] < RANK[from];
}

/** Whether the record claims any access, ignoring expiry: "a user who had access". */
export function claimedAccess(record: AccessRecord): Entitlement {
  if (record.hasSubscription) return 'subscription';
  return record.hasDayPass ? 'daypass' : 'none';
}

export function accessFromWire(wire: AccessWire, checkedAt: number): AccessRecord {
  return {
    hasSubscription: wire.has_subscription,
    hasDayPass: wire.has_day_pass,
    dayPassExpiry: wire.day_pass_expiry,
    lastChecked: checkedAt,
  };
}

export function isFresh(record: AccessRecord, now: number, ttlMs = ACCESS_TTL_MS): boolean {
  return (
    record.lastChecked !== null && now - record.lastChecked < ttlMs && now >= record.lastChecked
  );
}

/** An expired day pass is set inactive (specification), so the record says what it grants. */
export function expireDayPass(record: AccessRecord, now: number): AccessRecord {
  if (!record.hasDayPass || (record.dayPassExpiry !== null && record.dayPassExpiry > now)) {
    return record;
  }
  return { ...record, hasDayPass: false };
}

/** Whether the server's view differs from the record in a way worth a fresh check. */
export function differsFrom(record: AccessRecord, wire: AccessWire): boolean {
  return (
    record.hasSubscription !== wire.has_subscription ||
    record.hasDayPass !== wire.has_day_pass ||
    (wire.has_day_pass && record.dayPassExpiry !== wire.day_pass_expiry)
  );
}
