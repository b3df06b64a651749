import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/startTestServer.ts';

/**
 * Failed sign-ins with huge e-mail strings must not grow the server's memory: the limiter that
 * counts failures per address kept every address it saw, however long. The server runs in this
 * process, so the heap measured after a full garbage collection is what it retains.
 */
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

function retainedHeap(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: false });
});
afterAll(async () => {
  await s?.close();
});

const MB = 1024 * 1024;

function signIn(email: string): Promise<Response> {
  return fetch(`${s.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      apikey: s.anonKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify({ email, password: 'wrong-password' }),
  });
}

describe('sign-ins with very long e-mails', () => {
  it('are refused at the edge with Supabase’s validation error', async () => {
    const res = await signIn(`${'a'.repeat(300)}@example.com`);
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toEqual({
      code: 'validation_failed',
      message: 'An email address is too long',
    });
  });

  it('leave the retained heap where it was after a burst of 60 one-megabyte attempts', {
    timeout: 120_000,
  }, async () => {
    await signIn('warm-up@example.com'); // first-use allocations are not the limiter's
    const before = retainedHeap();
    const burst = 60;
    for (let i = 0; i < burst; i += 6) {
      await Promise.all(
        Array.from({ length: 6 }, (_, j) => {
          // Distinct addresses: each would be a new limiter key. Just under the 1 MB body limit.
          const local = `${i + j}-`.padEnd(MB - 200, 'x');
          return signIn(`${local}@example.com`).then((r) => r.arrayBuffer());
        }),
      );
    }
    const grown = retainedHeap() - before;
    // Before the fix every attempt kept its ~1 MB address: ~60 MB.
    expect(grown).toBeLessThan(10 * MB);
  });
});

describe('sign-ins with very long passwords', () => {
  it('never match, not even on their first 72 bytes (all bcrypt reads)', async () => {
    const email = `long-password-${Date.now()}@example.com`;
    const password = 'p'.repeat(72);
    await s.admin().auth.admin.createUser({ email, password, email_confirm: true });
    const res = await fetch(`${s.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: s.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: `${password}${'x'.repeat(MB / 2)}` }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error_code).toBe('invalid_credentials');
    expect((await s.client().auth.signInWithPassword({ email, password })).error).toBeNull();
  });
});
