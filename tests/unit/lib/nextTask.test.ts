import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../../src/lib/nextTask.ts';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves in a later task: after every microtask already queued or queued meanwhile', async () => {
    const order: string[] = [];
    const later = nextTask().then(() => order.push('next task'));
    void Promise.resolve()
      .then(() => order.push('microtask'))
      .then(() => order.push('its follow-up'));
    await later;
    expect(order).toEqual(['microtask', 'its follow-up', 'next task']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await nextTask();
    expect(yieldNow).toHaveBeenCalledOnce();
  });
});
