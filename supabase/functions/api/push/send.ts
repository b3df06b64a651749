import webpush from 'web-push';
import type { ApiEnv } from '../env.ts';
import type { PushMessage } from './messages.ts';

/**
 * One notification to one browser. The `web-push` package builds the request (VAPID JWT,
 * aes128gcm payload encryption, RFC 8291/8292) with `generateRequestDetails`; it is sent with
 * `fetch`, which runs the same on Deno (Supabase) and Node (the local server), where
 * web-push's own sender needs Node's https module.
 */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type SendOutcome =
  | 'sent'
  /** The push service no longer knows this browser (404/410): forget the subscription. */
  | 'gone'
  | 'failed';

export type VapidConfig = { publicKey: string; privateKey: string; subject: string };

export function vapidConfig(env: ApiEnv): VapidConfig | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null;
  const host = new URL(env.APP_URL).hostname || 'localhost';
  return {
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    subject: env.VAPID_SUBJECT ?? `mailto:push@${host}`,
  };
}

/**
 * Real push services are https. A subscription naming anything else would make this
 * function post to an address of the subscriber's choosing, so only tests (a fake push
 * service on this machine) may use plain http on loopback.
 */
export function deliverable(endpoint: string, env: ApiEnv): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  if (url.protocol === 'https:') return !loopback;
  return url.protocol === 'http:' && loopback && env.PUSH_ALLOW_LOOPBACK === '1';
}

const SEND_TIMEOUT_MS = 10_000;

export async function sendPush(
  target: PushTarget,
  message: PushMessage,
  vapid: VapidConfig,
  ttlSeconds: number,
): Promise<SendOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    { vapidDetails: vapid, TTL: ttlSeconds, urgency: 'normal', topic: topicOf(message.tag) },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body as unknown as BodyInit,
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.ok) return 'sent';
  return response.status === 404 || response.status === 410 ? 'gone' : 'failed';
}

/** RFC 8030 Topic: at most 32 URL-safe base64 characters; a newer message replaces an older. */
function topicOf(tag: string): string {
  return tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32);
}
