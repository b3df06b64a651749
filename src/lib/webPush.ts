import { webStore } from './webStorage.ts';

/**
 * The browser's side of Web Push: support, permission and this browser's PushSubscription.
 * The service worker must be registered (src/lib/swBridge.ts does it in production builds);
 * without one there is nothing to subscribe with and `pushSupport()` says so.
 */
export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted';

export function pushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission;
}

export interface BrowserPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (pushSupport() === 'unsupported') return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/**
 * Whether this page could subscribe now: Web Push exists, the user has not blocked it, and a
 * service worker is registered (none in development builds, nor where the browser refuses one).
 */
export async function pushPossible(): Promise<boolean> {
  const support = pushSupport();
  if (support === 'unsupported' || support === 'denied') return false;
  try {
    return (await registration()) !== null;
  } catch {
    return false;
  }
}

/** This browser's subscription, if it has one. */
export async function currentPushSubscription(): Promise<BrowserPushSubscription | null> {
  const reg = await registration();
  const sub = await reg?.pushManager.getSubscription();
  return sub ? keysOf(sub) : null;
}

/**
 * Asks the browser's permission (only ever after the user said yes in the app) and subscribes
 * with the server's key. Null when permission was refused or there is no service worker.
 */
export async function subscribeToPush(
  applicationServerKey: string,
): Promise<BrowserPushSubscription | null> {
  const reg = await registration();
  if (!reg) return null;
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const existing = await reg.pushManager.getSubscription();
  const sub =
    existing ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlBytes(applicationServerKey),
    }));
  return keysOf(sub);
}

/** Ends this browser's subscription; returns the endpoint it had, for the server to forget. */
export async function unsubscribeFromPush(): Promise<string | null> {
  const reg = await registration();
  const sub = await reg?.pushManager.getSubscription();
  if (!sub) return null;
  await sub.unsubscribe();
  return sub.endpoint;
}

function keysOf(sub: PushSubscription): BrowserPushSubscription {
  const json = sub.toJSON();
  return { endpoint: sub.endpoint, p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' };
}

function base64UrlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The in-app question is asked once per user on this device; the answer is kept here. */
const ASKED_KEY = 'routegids.push.asked';

export function pushQuestionAnswered(userId: string): boolean {
  return (webStore('local').getItem(ASKED_KEY) ?? '').split(',').includes(userId);
}

export function rememberPushAnswer(userId: string): void {
  const store = webStore('local');
  const ids = (store.getItem(ASKED_KEY) ?? '').split(',').filter(Boolean);
  if (!ids.includes(userId)) store.setItem(ASKED_KEY, [...ids.slice(-19), userId].join(','));
}
