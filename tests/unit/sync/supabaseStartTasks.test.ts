import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * supabase-js loads once the map has drawn. Its evaluation, the client's construction and the
 * engine's start each take a task of their own: in one, they made a long task on a phone.
 */
const calls = vi.hoisted(() => ({ createClient: 0, createSyncEngine: 0 }));

vi.mock('@supabase/supabase-js', () => ({
  createClient: () => {
    calls.createClient++;
    return { fake: 'client' };
  },
}));

vi.mock('../../../src/sync/engine.ts', () => ({
  createSyncEngine: () => {
    calls.createSyncEngine++;
    return { start: async () => {} };
  },
}));

/** Runs every queued microtask, and those they queue, without leaving the current task. */
async function drainMicrotasks(): Promise<void> {
  for (let i = 0; i < 100; i++) await Promise.resolve();
}

beforeEach(async () => {
  vi.resetModules();
  calls.createClient = 0;
  calls.createSyncEngine = 0;
  // Loaded already, as the chunk is when its import resolves: what follows is microtasks only.
  await import('@supabase/supabase-js');
});

describe('starting sync after the map has drawn', () => {
  it('makes the supabase client in a task after the one supabase-js loaded in', async () => {
    const { getSupabase } = await import('../../../src/sync/supabase/supabaseClient.ts');
    const client = getSupabase();
    await drainMicrotasks();
    expect(calls.createClient).toBe(0);
    await expect(client).resolves.toEqual({ fake: 'client' });
    expect(calls.createClient).toBe(1);
  });

  it('starts the engine in a task after the client was made', async () => {
    const { getSupabase } = await import('../../../src/sync/supabase/supabaseClient.ts');
    await getSupabase();
    const { startSync } = await import('../../../src/sync/supabase/runtime.ts');
    const engine = startSync();
    await drainMicrotasks();
    expect(calls.createSyncEngine).toBe(0);
    await engine;
    expect(calls.createSyncEngine).toBe(1);
  });
});
