/**
 * Checkout sessions of the local stand-in (no payment key). They are stateless: the id
 * carries the buyer and is signed with the webhook secret, so the dev page can trust it
 * without a table and nobody can mint one for another user without the secret.
 */
export type LocalSession = { id: string; userId: string; email: string; createdAt: number };

const PREFIX = 'cs_local_';
const encoder = new TextEncoder();

export async function createLocalSession(
  secret: string,
  buyer: { userId: string; email: string },
  now: number,
): Promise<LocalSession> {
  const payload = base64url(JSON.stringify({ u: buyer.userId, e: buyer.email, t: now }));
  const signature = await sign(secret, payload);
  return { id: `${PREFIX}${payload}.${signature}`, ...buyer, createdAt: now };
}

export async function readLocalSession(secret: string, id: string): Promise<LocalSession | null> {
  if (!id.startsWith(PREFIX)) return null;
  const [payload, signature, ...rest] = id.slice(PREFIX.length).split('.');
  if (!payload || !signature || rest.length > 0) return null;
  if ((await sign(secret, payload)) !== signature) return null;
  try {
    const parsed = JSON.parse(fromBase64url(payload)) as { u?: unknown; e?: unknown; t?: unknown };
    if (typeof parsed.u !== 'string' || typeof parsed.e !== 'string') return null;
    if (typeof parsed.t !== 'number') return null;
    return { id, userId: parsed.u, email: parsed.e, createdAt: parsed.t };
  } catch {
    return null;
  }
}

async function sign(secret: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(`local-checkout:${secret}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(payload)));
  return Array.from(mac.slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
}

function base64url(text: string): string {
  const bytes = encoder.encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
}
