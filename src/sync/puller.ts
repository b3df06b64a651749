import { getMeta } from '../db/meta.ts';
import { applyPull } from './applyPull.ts';
import { CoalescingLoop } from './coalescingLoop.ts';
import type { EngineContext } from './context.ts';
import { nowIso } from './context.ts';
import type { SyncPullResponse } from './protocol.ts';
import { errorMessage } from './transport.ts';

/**
 * Pulls with the stored cursor and applies the answer. Requests while a pull runs coalesce
 * into one more pull afterwards, so every caller sees a pull that started after its request.
 *
 * The sync cursor: `since` is the `cursor` of the last applied answer for the user stored in
 * `syncUser`: the server's snapshot xmin at that pull, not the highest change_seq seen, so a
 * change that drew its number earlier but committed later is still pulled next time
 * (supabase/migrations/20261121000700_commit_safe_cursor.sql). When another user (or nobody)
 * is signed in now, the cursor says nothing about what they may read, so the pull starts
 * from 0 and the server answers a full snapshot.
 */
export class Puller {
  private readonly loop: CoalescingLoop;

  constructor(
    private readonly ctx: EngineContext,
    private readonly onPulled: (res: SyncPullResponse, userId: string | null) => void,
  ) {
    this.loop = new CoalescingLoop(
      () => this.once(),
      () => ctx.stopped(),
    );
  }

  request(): Promise<void> {
    return this.loop.request();
  }

  idle(): Promise<void> {
    return this.loop.idle();
  }

  /** One pull; resolves true when its answer went stale and it must be pulled again. */
  private async once(): Promise<boolean> {
    const { ctx } = this;
    if (!ctx.sessionKnown() || !ctx.platform.isOnline()) return false;
    const userId = ctx.userId();
    const [syncUser, cursor, accessKey] = await Promise.all([
      getMeta(ctx.db, 'syncUser'),
      getMeta(ctx.db, 'cursor'),
      getMeta(ctx.db, 'accessKey'),
    ]);
    const since = syncUser === userId ? (cursor ?? 0) : 0;
    let res: SyncPullResponse;
    try {
      res = await ctx.transport.pull(since, since === 0 ? null : (accessKey ?? null), userId);
    } catch (e) {
      ctx.log(`sync pull failed: ${errorMessage(e)}`, e);
      return false;
    }
    const stillSame = () => ctx.userId() === userId && !ctx.stopped();
    // The user changed while we waited: that answer is not theirs.
    if (!stillSame()) return true;
    const applied = await applyPull(ctx.db, res, {
      userId,
      now: nowIso(ctx),
      isCurrent: stillSame,
    });
    if (!applied) return true;
    this.onPulled(res, userId);
    return false;
  }
}
