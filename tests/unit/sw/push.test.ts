import { describe, expect, it, vi } from 'vitest';
import { listenForPush, type PushWorker, readPush } from '../../../sw/push.ts';

type Listener = (event: unknown) => void;

/** A worker with one app window (or none), recording notifications and navigation. */
function fakeWorker(windows: { url: string }[]) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const navigated: string[] = [];
  const opened: string[] = [];
  const clients = windows.map((w) => {
    const client = {
      url: w.url,
      focus: vi.fn(async () => client),
      navigate: vi.fn(async (url: string) => void navigated.push(url)),
    };
    return client;
  });
  const worker: PushWorker = {
    location: { origin: 'https://routegids.example' },
    clients: {
      matchAll: async () => clients,
      openWindow: async (url) => void opened.push(url),
    },
    registration: {
      showNotification: async (title, options) => void shown.push({ title, options }),
    },
    addEventListener: (type: string, listener: Listener) => void listeners.set(type, listener),
  } as PushWorker;
  listenForPush(worker);
  const fire = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  return { fire, shown, navigated, opened, clients };
}

const data = (value: unknown) => ({ json: () => value });

describe('the service worker and push messages', () => {
  it('shows the message it was sent, with the screen to open kept for the tap', async () => {
    const w = fakeWorker([]);
    await w.fire('push', {
      data: data({
        title: 'Je dagpas verloopt over een uur',
        body: 'Je dagpas is nog geldig tot 14:05.',
        url: '/profile',
        tag: 'daypass-expiry',
      }),
    });
    expect(w.shown).toEqual([
      {
        title: 'Je dagpas verloopt over een uur',
        options: {
          body: 'Je dagpas is nog geldig tot 14:05.',
          icon: '/icons/icon-192.png',
          badge: '/icons/icon-192.png',
          data: { url: '/profile' },
          tag: 'daypass-expiry',
        },
      },
    ]);
  });

  it('a tap brings an open app window forward at that screen, or opens one', async () => {
    const open = fakeWorker([{ url: 'https://routegids.example/' }]);
    const close = vi.fn();
    await open.fire('notificationclick', { notification: { data: { url: '/routes/r1' }, close } });
    expect(close).toHaveBeenCalled();
    expect(open.clients[0]?.focus).toHaveBeenCalled();
    expect(open.navigated).toEqual(['https://routegids.example/routes/r1']);

    const none = fakeWorker([{ url: 'https://elsewhere.example/' }]);
    await none.fire('notificationclick', {
      notification: { data: { url: '/profile' }, close: () => {} },
    });
    expect(none.opened).toEqual(['https://routegids.example/profile']);
  });

  it('never opens another site, and shows something for a malformed message', async () => {
    const w = fakeWorker([]);
    await w.fire('notificationclick', {
      notification: { data: { url: 'https://evil.example/' }, close: () => {} },
    });
    await w.fire('notificationclick', {
      notification: { data: { url: '//evil.example/x' }, close: () => {} },
    });
    expect(w.opened).toEqual(['https://routegids.example/', 'https://routegids.example/']);
    expect(
      readPush({
        json: () => {
          throw new SyntaxError('not JSON');
        },
      }),
    ).toEqual({
      title: 'Routegids',
      body: '',
      url: '/',
    });
    expect(readPush(null).url).toBe('/');
    expect(readPush(data({ title: 7, url: 'javascript:alert(1)' }))).toEqual({
      title: 'Routegids',
      body: '',
      url: '/',
    });
  });
});
