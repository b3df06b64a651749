import type { SessionUser } from '../../src/db/meta.ts';
import type { AuthPort } from '../../src/sync/auth.ts';
import type { SyncPlatform } from '../../src/sync/platform.ts';
import type { AuthEventName } from '../../src/sync/session.ts';

/**
 * A platform whose clock the test moves. Short delays (up to 100 ms: backoff waits in tests, which use
 * millisecond policies) run on real timers; long ones (the 5-minute pull, a day pass expiring)
 * wait for `advance()`.
 */
export class FakePlatform implements SyncPlatform {
  online = true;
  visible = true;
  clock = Date.UTC(2025, 5, 1, 12);
  locks: LockManager | null = null;
  private onlineListeners = new Set<(online: boolean) => void>();
  private visibleListeners = new Set<(visible: boolean) => void>();
  private manual = new Map<number, { at: number; cb: () => void }>();
  private nextId = 1;

  isOnline = () => this.online;
  isVisible = () => this.visible;
  now = () => this.clock;

  onOnlineChange(cb: (online: boolean) => void): () => void {
    this.onlineListeners.add(cb);
    return () => this.onlineListeners.delete(cb);
  }

  onVisibilityChange(cb: (visible: boolean) => void): () => void {
    this.visibleListeners.add(cb);
    return () => this.visibleListeners.delete(cb);
  }

  setTimeout(cb: () => void, ms: number): unknown {
    if (ms <= 100) return { real: globalThis.setTimeout(cb, ms) };
    const id = this.nextId++;
    this.manual.set(id, { at: this.clock + ms, cb });
    return { manual: id };
  }

  clearTimeout(handle: unknown): void {
    const h = handle as { real?: ReturnType<typeof setTimeout>; manual?: number } | null;
    if (h?.real !== undefined) globalThis.clearTimeout(h.real);
    if (h?.manual !== undefined) this.manual.delete(h.manual);
  }

  /** Moves the clock and runs the timers that came due, in time order. */
  advance(ms: number): void {
    this.clock += ms;
    const due = [...this.manual]
      .filter(([, t]) => t.at <= this.clock)
      .sort((a, b) => a[1].at - b[1].at);
    for (const [id, t] of due) {
      this.manual.delete(id);
      t.cb();
    }
  }

  pendingTimers(): number {
    return this.manual.size;
  }

  setOnline(online: boolean): void {
    this.online = online;
    for (const cb of this.onlineListeners) cb(online);
  }

  setVisible(visible: boolean): void {
    this.visible = visible;
    for (const cb of this.visibleListeners) cb(visible);
  }
}

/** An auth layer the test signs in and out; reports INITIAL_SESSION on subscribe. */
export class FakeAuth implements AuthPort {
  user: SessionUser | null;
  private listeners = new Set<(event: AuthEventName, user: SessionUser | null) => void>();

  constructor(user: SessionUser | null = null) {
    this.user = user;
  }

  subscribe(cb: (event: AuthEventName, user: SessionUser | null) => void): () => void {
    this.listeners.add(cb);
    queueMicrotask(() => cb('INITIAL_SESSION', this.user));
    return () => this.listeners.delete(cb);
  }

  async signOut(): Promise<void> {
    this.user = null;
    this.emit('SIGNED_OUT', null);
  }

  signIn(user: SessionUser): void {
    this.user = user;
    this.emit('SIGNED_IN', user);
  }

  emit(event: AuthEventName, user: SessionUser | null): void {
    for (const cb of this.listeners) cb(event, user);
  }
}
