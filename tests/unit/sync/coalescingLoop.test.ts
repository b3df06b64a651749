import { describe, expect, it } from 'vitest';
import { CoalescingLoop } from '../../../src/sync/coalescingLoop.ts';

/** A round the test finishes by hand; `log` records which round started when. */
function manualRounds(results: boolean[] = []) {
  const log: number[] = [];
  const pending: (() => void)[] = [];
  const round = () =>
    new Promise<boolean>((resolve) => {
      const n = log.length;
      log.push(n);
      pending.push(() => resolve(results[n] ?? false));
    });
  const finishRound = async () => {
    pending.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { log, round, finishRound };
}

describe('CoalescingLoop', () => {
  it('runs one round per run when nobody asks again', async () => {
    const { log, round, finishRound } = manualRounds();
    const loop = new CoalescingLoop(round, () => false);
    const done = loop.request();
    await finishRound();
    await done;
    expect(log).toEqual([0]);
  });

  it('folds requests made during a round into one more round, and shares the promise', async () => {
    const { log, round, finishRound } = manualRounds();
    const loop = new CoalescingLoop(round, () => false);
    const first = loop.request();
    const second = loop.request();
    const third = loop.request();
    expect(second).toBe(first);
    expect(third).toBe(first);
    await finishRound();
    expect(log).toEqual([0, 1]);
    await finishRound();
    await first;
    expect(log).toEqual([0, 1]);
  });

  it('goes round again while a round asks for it, until stopped', async () => {
    let stopped = false;
    const { log, round, finishRound } = manualRounds([true, true, true]);
    const loop = new CoalescingLoop(round, () => stopped);
    const done = loop.request();
    await finishRound();
    await finishRound();
    expect(log).toEqual([0, 1, 2]);
    stopped = true;
    await finishRound();
    await done;
    expect(log).toEqual([0, 1, 2]);
  });

  it('starts nothing once stopped', async () => {
    const { log, round } = manualRounds();
    const loop = new CoalescingLoop(round, () => true);
    await loop.request();
    expect(log).toEqual([]);
  });

  it('is idle when no run is under way, and busy while one is', async () => {
    const { round, finishRound } = manualRounds();
    const loop = new CoalescingLoop(round, () => false);
    let idle = false;
    void loop.request();
    const waited = loop.idle().then(() => {
      idle = true;
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(idle).toBe(false);
    await finishRound();
    await waited;
    expect(idle).toBe(true);
    await expect(loop.idle()).resolves.toBeUndefined();
  });
});
