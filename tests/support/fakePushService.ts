import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, importJWK, jwtVerify } from 'jose';

/**
 * A push service on 127.0.0.1 for tests, and the browser it delivers to: it hands out
 * subscriptions (endpoint, p256dh, auth) with key pairs it keeps, and decrypts what arrives
 * with its own implementation of RFC 8291 (aes128gcm) and checks the VAPID JWT (RFC 8292), so
 * the sender is checked against the standard, not against itself.
 */
export type Delivery = {
  subscription: string;
  headers: IncomingMessage['headers'];
  /** The decrypted payload, parsed as JSON. */
  message: Record<string, unknown>;
  /** The VAPID JWT's claims, after its signature checked out against `k`. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
};

export type FakePushService = {
  url: string;
  deliveries: Delivery[];
  /** Problems with a request (bad signature, undecryptable body): a test expects none. */
  rejected: string[];
  subscribe(): { endpoint: string; p256dh: string; auth: string };
  /** Answer this status (e.g. 410) to requests for the subscription from now on. */
  answer(endpoint: string, status: number): void;
  close(): Promise<void>;
};

type Browser = { ecdh: ReturnType<typeof createECDH>; auth: Buffer; status: number };

export async function startFakePushService(): Promise<FakePushService> {
  const browsers = new Map<string, Browser>();
  const deliveries: Delivery[] = [];
  const rejected: string[] = [];
  const server = createServer(async (req, res) => {
    const id = (req.url ?? '').replace(/^\/push\//, '');
    const browser = browsers.get(id);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (!browser) {
      res.writeHead(404).end();
      return;
    }
    try {
      const vapid = await checkVapid(req.headers.authorization ?? '', url);
      const message = JSON.parse(decrypt(Buffer.concat(chunks), browser).toString('utf8'));
      deliveries.push({ subscription: id, headers: req.headers, message, vapid });
      res.writeHead(browser.status).end();
    } catch (error) {
      rejected.push(String(error));
      res.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let next = 0;
  return {
    url,
    deliveries,
    rejected,
    subscribe() {
      const id = `sub-${++next}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(id, { ecdh, auth, status: 201 });
      return {
        endpoint: `${url}/push/${id}`,
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
      };
    },
    answer(endpoint, status) {
      const browser = browsers.get(endpoint.split('/push/')[1] ?? '');
      if (browser) browser.status = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** `Authorization: vapid t=<JWT>, k=<public key>`; the JWT must be ES256-signed with k. */
async function checkVapid(header: string, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token, k] = match as unknown as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  await jwtVerify(token, key, { audience: origin, algorithms: ['ES256'] });
  const claims = decodeJwt(token) as { aud: string; sub: string; exp: number };
  return { aud: claims.aud, sub: claims.sub, exp: claims.exp, publicKey: k };
}

/** RFC 8291 §3.4 and RFC 8188: one record, delimiter 0x02, zero padding after it. */
function decrypt(body: Buffer, browser: Browser): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const uaPublic = browser.ecdh.getPublicKey();
  const shared = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('last record without delimiter 0x02');
  return padded.subarray(0, end);
}
