/**
 * Web Push, worker side: shows what the server's dispatcher sent (a day pass about to expire, a
 * new route) and, when the notification is tapped, brings the app forward at the screen it names.
 * The payload is `{ title, body, url, tag }` (supabase/functions/api/push/messages.ts).
 */
export interface PushPayload {
  title: string;
  body: string;
  /** An app path such as '/profile'; anything else opens the map. */
  url: string;
  tag?: string;
}

const FALLBACK: PushPayload = { title: 'Routegids', body: '', url: '/' };

/** Reads a push message's data; a malformed one still shows something rather than nothing. */
export function readPush(data: { json(): unknown } | null): PushPayload {
  let value: unknown;
  try {
    value = data?.json();
  } catch {
    return FALLBACK;
  }
  if (typeof value !== 'object' || value === null) return FALLBACK;
  const v = value as Record<string, unknown>;
  const text = (x: unknown, fallback: string) => (typeof x === 'string' && x ? x : fallback);
  return {
    title: text(v.title, FALLBACK.title),
    body: text(v.body, ''),
    url: appPath(v.url),
    ...(typeof v.tag === 'string' && v.tag ? { tag: v.tag } : {}),
  };
}

/** Only a path of this app: a notification must never open another site. */
export function appPath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

/**
 * What this module needs of the worker, written out rather than taken from the WebWorker lib,
 * so the app's tests (DOM lib) can check it against fakes; `self` satisfies it.
 */
interface AppWindow {
  url: string;
  focus(): Promise<AppWindow>;
  navigate(url: string): Promise<unknown>;
}

export interface PushWorker {
  location: { origin: string };
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly AppWindow[]>;
    openWindow(url: string): Promise<unknown>;
  };
  registration: {
    showNotification(
      title: string,
      options: { body: string; icon: string; badge: string; data: unknown; tag?: string },
    ): Promise<void>;
  };
  addEventListener(
    type: 'push',
    listener: (event: {
      data: { json(): unknown } | null;
      waitUntil(p: Promise<unknown>): void;
    }) => void,
  ): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: {
      notification: { data: unknown; close(): void };
      waitUntil(p: Promise<unknown>): void;
    }) => void,
  ): void;
}

/** A window of the app gets the screen (focused, navigated there); without one, a new window. */
export async function openAppAt(sw: PushWorker, path: string): Promise<void> {
  const target = new URL(path, sw.location.origin).href;
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === sw.location.origin);
  if (open) {
    const focused = await open.focus();
    await focused.navigate(target).catch(() => sw.clients.openWindow(target));
    return;
  }
  await sw.clients.openWindow(target);
}

export function listenForPush(sw: PushWorker): void {
  sw.addEventListener('push', (event) => {
    const message = readPush(event.data);
    event.waitUntil(
      sw.registration.showNotification(message.title, {
        body: message.body,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: message.url },
        ...(message.tag ? { tag: message.tag } : {}),
      }),
    );
  });
  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(openAppAt(sw, appPath(data?.url)));
  });
}
