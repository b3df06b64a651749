import type { RoutegidsDB } from '../db/database.ts';
import type { LikeUndo, OutboxOp } from '../db/rows.ts';
import type { OpBody } from '../domain/ops.ts';
import type { PushOpResult, PushOpWire } from './protocol.ts';

/**
 * The outbox: ops the user made, waiting for the server, in the order they were made (`seq`).
 *
 * Invariants:
 * - An op is written in the same Dexie transaction as its optimistic local effect
 *   (`enqueueOp` must be called inside that transaction).
 * - An op leaves the outbox only when the server answered for it: applied, duplicate (it was
 *   applied before and the answer got lost) or rejected (permanently; its effect is undone).
 * - An op is sent only under its own user's session; anonymous ops (user_id null) go out with
 *   the anon key. Ops of a user who is not signed in wait for them.
 */
export type NewOp = OpBody & {
  id: string;
  at: string;
  user_id: string | null;
  undo?: LikeUndo | null;
};

type LikeOp = Extract<OutboxOp, { kind: 'like_set' }>;

export async function enqueueOp(db: RoutegidsDB, op: NewOp): Promise<void> {
  await db.outbox.add({ ...op, undo: op.undo ?? null, attempts: 0, last_error: null });
}

/** Who may send an op: its own user, or anyone for anonymous ops. */
export function canSend(op: OutboxOp, userId: string | null): boolean {
  return op.user_id === null || op.user_id === userId;
}

export interface Batch {
  /** The session the batch must go out under (null: anon key). */
  as: string | null;
  ops: OutboxOp[];
}

/**
 * The next ops to send: the oldest sendable op and the sendable ops after it that share its
 * owner, up to `max`. Owners are not mixed in one call, because a call carries one session.
 */
export async function nextBatch(
  db: RoutegidsDB,
  userId: string | null,
  max: number,
): Promise<Batch | null> {
  const ops: OutboxOp[] = [];
  let owner: string | null | undefined;
  let ended = false;
  await db.outbox
    .orderBy('seq')
    .until(() => ended || ops.length >= max)
    .each((op) => {
      if (!canSend(op, userId)) return; // another user's op waits; it does not block ours
      if (owner === undefined) owner = op.user_id;
      // An op of the other sendable owner ends the batch, so the order between them holds.
      if (op.user_id === owner) ops.push(op);
      else ended = true;
    });
  return ops.length > 0 && owner !== undefined ? { as: owner, ops } : null;
}

export function toWire(op: OutboxOp): PushOpWire {
  // kind and payload come from the same op; taken apart, TypeScript no longer sees they match.
  return { id: op.id, kind: op.kind, payload: op.payload, at: op.at } as PushOpWire;
}

export async function countSendable(db: RoutegidsDB, userId: string | null): Promise<number> {
  return db.outbox.filter((op) => canSend(op, userId)).count();
}

/** Records a failed attempt on the ops of a batch (kept for retry). */
export async function markAttempt(db: RoutegidsDB, ops: OutboxOp[], error: string): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    for (const op of ops) {
      if (op.seq === undefined) continue;
      await db.outbox.update(op.seq, { attempts: op.attempts + 1, last_error: error });
    }
  });
}

export interface ResultEffects {
  done: number;
  rejected: OutboxOp[];
}

/**
 * Applies the server's answers for a batch in one transaction: finished ops leave the outbox,
 * a like's confirmed count replaces the optimistic one, a rejected like is rolled back. An op
 * without an answer stays queued. Like state is only touched when no later like op for the
 * same location is waiting, because that later op already defines what the user sees.
 */
export async function applyResults(
  db: RoutegidsDB,
  ops: OutboxOp[],
  results: PushOpResult[],
): Promise<ResultEffects> {
  const byId = new Map(results.map((r) => [r.id, r]));
  return db.transaction('rw', [db.outbox, db.likeCounts, db.myLikes], async () => {
    const effects: ResultEffects = { done: 0, rejected: [] };
    for (const op of ops) {
      const result = byId.get(op.id);
      if (!result || op.seq === undefined) continue;
      if (!(await db.outbox.get(op.seq))) continue; // another tab finished it already
      await db.outbox.delete(op.seq);
      effects.done++;
      if (result.status === 'rejected') effects.rejected.push(op);
      if (op.kind === 'like_set') await settleLike(db, op, result);
    }
    return effects;
  });
}

/** Rejects ops without a result from the server: a whole call refused permanently. */
export async function rejectOps(db: RoutegidsDB, ops: OutboxOp[], error: string): Promise<void> {
  await applyResults(
    db,
    ops,
    ops.map((op) => ({ id: op.id, status: 'rejected', error })),
  );
}

async function settleLike(db: RoutegidsDB, op: LikeOp, result: PushOpResult): Promise<void> {
  const locationId = op.payload.location_id;
  if (await hasLaterLikeOp(db, op, locationId)) return;
  if (result.status === 'rejected') {
    if (!op.undo || !op.user_id) return;
    await db.myLikes.put({ location_id: locationId, user_id: op.user_id, liked: op.undo.liked });
    await db.likeCounts.put({ location_id: locationId, likes: Math.max(0, op.undo.likes) });
    return;
  }
  if (typeof result.new_like_count === 'number') {
    await db.likeCounts.put({ location_id: locationId, likes: Math.max(0, result.new_like_count) });
  }
}

async function hasLaterLikeOp(db: RoutegidsDB, op: LikeOp, locationId: string): Promise<boolean> {
  const later = await db.outbox
    .where('seq')
    .above(op.seq ?? 0)
    .filter((o) => o.kind === 'like_set' && o.payload.location_id === locationId)
    .count();
  return later > 0;
}
