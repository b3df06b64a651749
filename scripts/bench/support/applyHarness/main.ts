/**
 * Runs in Chromium (scripts/bench/sync-apply-chromium.bench.ts): applies the bench snapshot
 * to a fresh IndexedDB with the app's own code and reports what the main thread went
 * through: long tasks (PerformanceObserver 'longtask', tasks over 50 ms) and the longest
 * slice between two turns of a MessageChannel ticker (also below 50 ms).
 */
import { RoutegidsDB } from '../../../../src/db/database.ts';
import { applyPull } from '../../../../src/sync/applyPull.ts';
import { benchSnapshot, sequence } from '../benchSnapshot.ts';

export type Measured = { ms: number; longTasks: number[]; longestSlice: number };

/** Gaps between turns of a task loop: the longest is the longest task anything else ran. */
function sliceWatcher(): () => number {
  const channel = new MessageChannel();
  let last = performance.now();
  let longest = 0;
  let running = true;
  channel.port1.onmessage = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
  return () => {
    running = false;
    return longest;
  };
}

async function measure(fn: () => Promise<unknown>): Promise<Measured> {
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  const stop = sliceWatcher();
  const started = performance.now();
  await fn();
  const ms = performance.now() - started;
  const longestSlice = stop();
  // Long task entries are delivered after the task; give them a moment.
  await new Promise((r) => setTimeout(r, 200));
  observer.disconnect();
  return { ms, longTasks, longestSlice };
}

declare global {
  interface Window {
    runApplyBench: () => Promise<Record<string, Measured | number>>;
  }
}

window.runApplyBench = async () => {
  const snapshot = benchSnapshot(sequence());
  const db = new RoutegidsDB(`bench-${Date.now()}`);
  await db.open();
  const opts = { userId: null, now: new Date().toISOString() };
  const cold = await measure(() => applyPull(db, snapshot, opts));
  const unchanged = await measure(() => applyPull(db, snapshot, opts));
  const text = JSON.stringify(snapshot);
  const parse = await measure(async () => JSON.parse(text));
  db.close();
  return { cold, unchanged, parse, bytes: text.length };
};
