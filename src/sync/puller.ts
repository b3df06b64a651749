import { getMeta } from '../db/meta';
import { applyPull } from './applyPull';
import type { EngineContext } from './context';
import { nowIso } from './context';
import type { SyncPullResponse } from './protocol';
import { errorMessage } from './transport';

/**
 * Pulls with the stored cursor and applies the answer. Requests while a pull runs coalesce
 * into one more pull afterwards, so every caller sees a pull that started after its request.
 *
 * The sync cursor: `since` is the highest change_seq applied for the user stored in
 * `syncUser`. When another user (or nobody) is signed in now, the cursor says nothing about
 * what they may read, so the pull starts from 0 and the server answers a full snapshot.
 */
export class Puller {
  private run: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly ctx: EngineContext,
    private readonly onPulled: (res: SyncPullResponse, userId: string | null) => void,
  ) {}

  request(): Promise<void> {
    if (this.ctx.stopped()) return Promise.resolve();
    if (this.run) {
      this.again = true;
      return this.run;
    }
    this.run = this.loop().finally(() => {
      this.run = null;
    });
    return this.run;
  }

  idle(): Promise<void> {
    return this.run ?? Promise.resolve();
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      await this.once();
    } while (this.again && !this.ctx.stopped());
  }

  private async once(): Promise<void> {
    const { ctx } = this;
    if (!ctx.sessionKnown() || !ctx.platform.isOnline()) return;
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
      return;
    }
    const stillSame = () => ctx.userId() === userId && !ctx.stopped();
    if (!stillSame()) {
      this.again = true; // the user changed while we waited: that answer is not theirs
      return;
    }
    const applied = await applyPull(ctx.db, res, {
      userId,
      now: nowIso(ctx),
      isCurrent: stillSame,
    });
    if (!applied) {
      this.again = true;
      return;
    }
    this.onPulled(res, userId);
  }
}
