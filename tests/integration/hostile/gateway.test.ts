import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, uniqueEmail } from '../../support/startTestServer.ts';

/** What sits in front of Auth and PostgREST: CORS, caching of tokens, slow and many clients. */
let s: TestServer;
const APP_ORIGIN = 'https://app.routegids.test';

beforeAll(async () => {
  s = await startTestServer({
    seed: false,
    env: {
      AUTH_AUTOCONFIRM: '1',
      CORS_ALLOWED_ORIGINS: APP_ORIGIN,
      HTTP_HEADERS_TIMEOUT_MS: '500',
      HTTP_REQUEST_TIMEOUT_MS: '1000',
      HTTP_MAX_CONNECTIONS: '8',
    },
  });
});
afterAll(async () => {
  await s?.close();
});

function preflight(path: string, origin: string): Promise<Response> {
  return fetch(`${s.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'apikey, authorization, content-type',
    },
  });
}

describe('CORS on /auth/v1 and /rest/v1', () => {
  it('answers a foreign origin without allowing it', async () => {
    for (const path of ['/auth/v1/token', '/rest/v1/rpc/current_access']) {
      const pre = await preflight(path, 'https://evil.example');
      expect(pre.headers.get('access-control-allow-origin')).toBeNull();
      const res = await fetch(`${s.url}${path}`, {
        method: 'POST',
        headers: { origin: 'https://evil.example', apikey: s.anonKey },
        body: '{}',
      });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('allows the server’s own origin and the configured app origins', async () => {
    for (const origin of [new URL(s.url).origin, APP_ORIGIN]) {
      const pre = await preflight('/auth/v1/token', origin);
      expect(pre.headers.get('access-control-allow-origin')).toBe(origin);
      expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('apikey');
    }
  });
});

describe('token responses', () => {
  it('are never cached', async () => {
    const email = uniqueEmail('cache');
    const signUp = await s.client().auth.signUp({ email, password: 'secret-123' });
    expect(signUp.error).toBeNull();
    const res = await fetch(`${s.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: s.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret-123' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
  });
});

/** A raw connection: resolves with what the server sent when it closed the socket. */
function hold(write: (socket: net.Socket) => void, giveUpMs: number): Promise<string | null> {
  const { hostname, port } = new URL(s.url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => write(socket));
    let received = '';
    socket.on('data', (c) => {
      received += c.toString();
    });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, giveUpMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
    socket.on('error', () => undefined);
  });
}

describe('slow and numerous clients', () => {
  it('drops a connection whose headers never finish', async () => {
    const answer = await hold((socket) => {
      socket.write('POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: x\r\n');
    }, 5_000);
    expect(answer).not.toBeNull();
  });

  it('drops a connection whose body trickles in', async () => {
    const answer = await hold((socket) => {
      socket.write(
        `POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: x\r\napikey: ${s.anonKey}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":`,
      );
    }, 6_000);
    expect(answer).not.toBeNull();
  });

  it('caps how many connections it holds at once', async () => {
    const { hostname, port } = new URL(s.url);
    const sockets: net.Socket[] = [];
    const closed: boolean[] = [];
    try {
      for (let i = 0; i < 12; i++) {
        const socket = net.connect(Number(port), hostname);
        const index = i;
        closed[index] = false;
        socket.on('close', () => {
          closed[index] = true;
        });
        socket.on('error', () => undefined);
        sockets.push(socket);
        await new Promise((r) => socket.once('connect', r));
      }
      await new Promise((r) => setTimeout(r, 300));
      expect(closed.filter(Boolean).length).toBeGreaterThanOrEqual(4);
      // Once they are gone, new clients are served again.
    } finally {
      for (const socket of sockets) socket.destroy();
    }
    await new Promise((r) => setTimeout(r, 100));
    const res = await fetch(`${s.url}/auth/v1/health`, { headers: { apikey: s.anonKey } });
    expect(res.status).toBe(200);
  });
});
