import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUBSCRIBER_LIMITS } from '../../../supabase/functions/api/rateLimit.ts';
import { startTestServer, type TestServer, uniqueEmail } from '../../support/startTestServer.ts';

/**
 * `X-Forwarded-For` is the client's own word unless a proxy we trust wrote it. Rotating it used
 * to give a fresh per-address allowance on every request (22 of 22 lookups through).
 */
const LOOKUP = SUBSCRIBER_LIMITS.lookup;
let octet = 0;
function someAddress(): string {
  octet += 1;
  return `198.51.100.${octet}`;
}

function lookup(s: TestServer, email: string, forwardedFor?: string): Promise<Response> {
  return fetch(`${s.url}/functions/v1/api/subscriber/lookup`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ email }),
  });
}

async function statuses(s: TestServer, n: number, from: () => string | undefined) {
  const seen: number[] = [];
  for (let i = 0; i < n; i++) seen.push((await lookup(s, uniqueEmail('probe'), from())).status);
  return seen;
}

describe('from a client connecting directly (no trusted proxy)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ seed: false, env: { TRUSTED_PROXIES: '' } });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('ignores a rotating X-Forwarded-For: the connection is the client', async () => {
    const seen = await statuses(s, LOOKUP.perAddress.max + 2, someAddress);
    expect(seen.slice(0, LOOKUP.perAddress.max).every((c) => c === 404)).toBe(true);
    expect(seen.slice(LOOKUP.perAddress.max)).toEqual([429, 429]);
  });

  it('limits anonymous uploads per connection address, whatever the header says', async () => {
    const scan = () => ({
      id: randomUUID(),
      kind: 'qr_scan',
      payload: { pathname: '/qr/flood', user_agent: 'UA', referrer: '' },
      at: new Date().toISOString(),
    });
    let refusedAt = -1;
    for (let i = 0; i < 30 && refusedAt < 0; i++) {
      const res = await fetch(`${s.url}/rest/v1/rpc/push_ops`, {
        method: 'POST',
        headers: {
          apikey: s.anonKey,
          'content-type': 'application/json',
          'x-forwarded-for': someAddress(),
        },
        body: JSON.stringify({ ops: Array.from({ length: 50 }, scan) }),
      });
      if (res.status === 429) refusedAt = i;
      else expect(res.status).toBe(200);
    }
    expect(refusedAt).toBe(10);
  });
});

describe('behind a trusted proxy', () => {
  let s: TestServer;
  beforeAll(async () => {
    // The test client plays the proxy (it connects from loopback); 10/8 is a second hop.
    s = await startTestServer({
      seed: false,
      env: { TRUSTED_PROXIES: '127.0.0.1, ::1, 10.0.0.0/8' },
    });
  });
  afterAll(async () => {
    await s?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('counts each client the proxy names on its own', async () => {
    const seen = await statuses(s, LOOKUP.perAddress.max + 2, () => `${someAddress()}, 10.0.0.7`);
    expect(seen.every((c) => c === 404)).toBe(true);
  });

  it('believes only the entry the trusted proxy added, not what the client sent before it', async () => {
    const client = someAddress();
    const seen = await statuses(s, LOOKUP.perAddress.max + 1, () => `${someAddress()}, ${client}`);
    expect(seen.at(-1)).toBe(429);
  });

  it('bounds all lookups together, however many addresses ask', async () => {
    expect((await lookup(s, uniqueEmail('probe'), someAddress())).status).toBe(404);
    await s.server.db.query(
      `update private.rate_limits set hits = 1000000 where key = 'lookup:overall'`,
    );
    const answer = await lookup(s, uniqueEmail('probe'), someAddress());
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    await s.server.db.query(`delete from private.rate_limits where key = 'lookup:overall'`);
  });

  it('logs refused lookups with a hash of the e-mail, never the e-mail or address', async () => {
    const logged: string[] = [];
    const capture = (...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    };
    vi.spyOn(console, 'warn').mockImplementation(capture);
    vi.spyOn(console, 'error').mockImplementation(capture);
    vi.spyOn(console, 'log').mockImplementation(capture);
    const email = uniqueEmail('enumerated');
    const from = someAddress();
    for (let i = 0; i <= LOOKUP.perEmail.max; i++) await lookup(s, email, from);
    const text = logged.join('\n');
    expect(text).toMatch(/lookup.*(limit|refused)/i);
    expect(text).toMatch(/email [0-9a-f]{8,}/);
    expect(text).not.toContain(email);
    expect(text).not.toContain(email.split('@')[0]);
    expect(text).not.toContain(from);
  });
});
