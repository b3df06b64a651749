import { Backoff, type BackoffPolicy } from './backoff.ts';
import { CoalescingLoop } from './coalescingLoop.ts';
import type { EngineContext } from './context.ts';
import type { FlushLock } from './flushLock.ts';
import { applyResults, type Batch, markAttempt, nextBatch, rejectOps, toWire } from './outbox.ts';
import { sleep } from './platform.ts';
import type { PushOpResult } from './protocol.ts';
import { errorMessage, isPermanentFailure } from './transport.ts';

/**
 * Drains the outbox in order, one batch at a time, through `push_ops`.
 *
 * - Each batch is read, sent and settled while holding the flush lock, so two tabs never send
 *   the same op at the same time; the lock is released while waiting to retry.
 * - A network error, a 5xx, 408, 429 or 401 keeps the ops and retries with backoff. A lost
 *   answer after the server committed is harmless: the replay comes back `duplicate`.
 * - A call refused as a whole (other 4xx) is retried one op at a time, so one bad op cannot
 *   take its batch with it; an op refused on its own is rejected (its effect undone) and
 *   dropped. Nothing else is ever dropped.
 * - Offline, the loop stops; the engine restarts it on `online`.
 */
type Outcome = 'empty' | 'progress' | 'failed';

export class PushLoop {
  private readonly loop: CoalescingLoop;
  private wake = new AbortController();
  /** Set after a whole batch was refused: ops up to this seq are sent one by one. */
  private isolateThrough: number | null = null;
  readonly backoff: Backoff;

  constructor(
    private readonly ctx: EngineContext,
    private readonly lock: FlushLock,
    private readonly batchSize: number,
    policy: BackoffPolicy,
    random: () => number,
    private readonly onLikeSettled: () => void = () => {},
  ) {
    this.backoff = new Backoff(policy, random);
    this.loop = new CoalescingLoop(
      () => this.step(),
      () => ctx.stopped(),
    );
  }

  request(interactive = false): Promise<void> {
    if (interactive) this.backoff.markInteractive();
    this.wakeUp();
    return this.loop.request();
  }

  /** Cuts a backoff wait short (online again, the user acted, or stopping). */
  wakeUp(): void {
    this.wake.abort();
    this.wake = new AbortController();
  }

  idle(): Promise<void> {
    return this.loop.idle();
  }

  /** One batch (or one wait before retrying it); resolves true while there is more to do. */
  private async step(): Promise<boolean> {
    const { ctx } = this;
    if (!ctx.sessionKnown() || !ctx.platform.isOnline()) return false;
    const outcome = await this.lock.run(() => this.sendOne(), this.wake.signal);
    if (outcome === 'empty') return false;
    if (outcome === 'progress') this.backoff.reset();
    if (outcome === 'failed') await sleep(ctx.platform, this.backoff.nextDelay(), this.wake.signal);
    return true; // undefined: woken while waiting for the lock, so look again
  }

  private async sendOne(): Promise<Outcome> {
    const { ctx } = this;
    const max = this.isolateThrough === null ? this.batchSize : 1;
    const batch = await nextBatch(ctx.db, ctx.userId(), max);
    if (!batch) {
      this.isolateThrough = null;
      return 'empty';
    }
    let results: PushOpResult[];
    try {
      results = await ctx.transport.push(batch.ops.map(toWire), batch.as);
    } catch (e) {
      return this.failed(batch, e);
    }
    const last = batch.ops[batch.ops.length - 1]?.seq ?? 0;
    if (this.isolateThrough !== null && last >= this.isolateThrough) this.isolateThrough = null;
    const effects = await applyResults(ctx.db, batch.ops, results);
    for (const op of effects.rejected) ctx.log(`op ${op.kind} ${op.id} rejected by the server`);
    if (batch.ops.some((op) => op.kind === 'like_set')) this.onLikeSettled();
    if (effects.done === 0) {
      await markAttempt(ctx.db, batch.ops, 'no result from the server');
      return 'failed';
    }
    return 'progress';
  }

  private async failed(batch: Batch, error: unknown): Promise<Outcome> {
    const { ctx } = this;
    const message = errorMessage(error);
    if (!isPermanentFailure(error)) {
      await markAttempt(ctx.db, batch.ops, message);
      return 'failed';
    }
    if (batch.ops.length > 1) {
      this.isolateThrough = batch.ops[batch.ops.length - 1]?.seq ?? null;
      return 'progress';
    }
    ctx.log(`op ${batch.ops[0]?.kind} refused by the server: ${message}`, error);
    await rejectOps(ctx.db, batch.ops, message);
    return 'progress';
  }
}
