// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A worker the tests move through its states. */
class FakeWorker extends EventTarget {
  state = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(async () => {});
}

class FakeContainer extends EventTarget {
  controller: object | null = {};
  registration = new FakeRegistration();
  register = vi.fn(async () => this.registration);
}

let container: FakeContainer;

beforeEach(() => {
  vi.resetModules();
  container = new FakeContainer();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

async function loadBridge(reload?: () => void) {
  const bridge = await import('../../../src/lib/swBridge.ts');
  bridge.registerServiceWorker('/sw.js', reload ? { reload } : {});
  await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
  await Promise.resolve();
  return bridge;
}

describe('the service worker bridge', () => {
  it('announces a new version once it has installed behind the current one', async () => {
    const bridge = await loadBridge();
    const seen: boolean[] = [];
    bridge.onUpdateAvailable((w) => seen.push(w));

    const next = new FakeWorker();
    container.registration.installing = next;
    container.registration.dispatchEvent(new Event('updatefound'));
    expect(bridge.isUpdateWaiting()).toBe(false);
    next.become('installed');

    expect(seen).toEqual([true]);
    expect(bridge.isUpdateWaiting()).toBe(true);
  });

  it('does not call the first install an update (nothing controlled the page yet)', async () => {
    container.controller = null;
    const bridge = await loadBridge();
    const first = new FakeWorker();
    container.registration.installing = first;
    container.registration.dispatchEvent(new Event('updatefound'));
    first.become('installed');
    expect(bridge.isUpdateWaiting()).toBe(false);
  });

  it('finds a version that was already waiting when the page opened', async () => {
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    container.registration.waiting = waiting;
    const bridge = await loadBridge();
    expect(bridge.isUpdateWaiting()).toBe(true);
  });

  it('on "Herladen" asks the waiting worker to skip waiting and reloads once it has taken over', async () => {
    const waiting = new FakeWorker();
    container.registration.waiting = waiting;
    const bridge = await loadBridge();
    const reload = vi.fn();

    bridge.applyUpdate(reload);
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();

    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads nothing when the first worker takes control: that is the install, not an update', async () => {
    container.controller = null;
    const reload = vi.fn();
    await loadBridge(reload);
    container.controller = {};
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads a second tab once when "Herladen" in another tab let the new worker take over', async () => {
    const reload = vi.fn();
    const bridge = await loadBridge(reload);
    expect(bridge.isUpdateWaiting()).toBe(false); // this tab never pressed anything
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('answers pack commands with "no worker" at once in a build that registers none', async () => {
    const bridge = await import('../../../src/lib/swBridge.ts');
    container.controller = null;
    const started = Date.now();
    expect(await bridge.sendToWorker({ type: 'PACK_VERIFY' })).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('passes the worker’s pack events on and ignores other messages', async () => {
    const bridge = await import('../../../src/lib/swBridge.ts');
    const seen: unknown[] = [];
    const stop = bridge.onWorkerEvent((e) => seen.push(e));
    const send = (data: unknown) => container.dispatchEvent(new MessageEvent('message', { data }));
    send({ type: 'PACK_COMPLETE', routeId: 'r', version: 'v' });
    send({ type: 'SOMETHING_ELSE' });
    stop();
    send({ type: 'PACK_COMPLETE', routeId: 'r2', version: 'v' });
    expect(seen).toEqual([{ type: 'PACK_COMPLETE', routeId: 'r', version: 'v' }]);
  });
});
