import type { RoutegidsDB } from '../db/database.ts';
import { type AccessRecord, getMeta, NO_SESSION, type SessionUser, setMeta } from '../db/meta.ts';
import type { LikeCountRow } from '../domain/rows.ts';
import { differsFrom, type Entitlement } from './access.ts';
import { AccessKeeper } from './accessKeeper.ts';
import { type ArticleFetch, fetchArticleRows, writeArticles } from './articles.ts';
import type { AuthPort } from './auth.ts';
import { type BackoffPolicy, DEFAULT_BACKOFF } from './backoff.ts';
import type { EngineContext } from './context.ts';
import { type FlushLock, flushLockFor } from './flushLock.ts';
import { removeUnreadable } from './gatedContent.ts';
import { writeLikeCounts } from './likeCounts.ts';
import { browserPlatform, type SyncPlatform } from './platform.ts';
import type { SyncPullResponse } from './protocol.ts';
import { Puller } from './puller.ts';
import { PushLoop } from './pushLoop.ts';
import { type AuthEventName, nextSession } from './session.ts';
import { withTimeout } from './timeout.ts';
import { errorMessage, type SyncTransport, TransportError } from './transport.ts';

/**
 * The sync engine: fills Dexie from the server and drains the outbox to it. No React here;
 * the app starts one engine per tab (src/sync/supabase/runtime.ts), tests start several.
 *
 * When it pulls: on start (once the initial session is known), on sign-in and sign-out, when
 * the browser comes back online, when the page becomes visible again, and every 5 minutes
 * while it is visible. When it pushes: after every local op (interactive), after sign-in (the
 * user's waiting ops), on `online`, and on start.
 */
export interface SyncEngineOptions {
  db: RoutegidsDB;
  transport: SyncTransport;
  auth: AuthPort;
  platform?: SyncPlatform;
  backoff?: Partial<BackoffPolicy>;
  random?: () => number;
  /** Ops per `push_ops` call. */
  batchSize?: number;
  pullIntervalMs?: number;
  accessTtlMs?: number;
  /** Identifies this tab for the flush lease. */
  instanceId?: string;
  lock?: FlushLock;
  log?: (message: string, error?: unknown) => void;
}

export interface SyncEngine {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Pulls now (coalesced with a running pull); resolves after a pull begun after this call. */
  pull(): Promise<void>;
  /** Drains the outbox; `interactive` when a user waits (fast retries). */
  flush(opts?: { interactive?: boolean }): Promise<void>;
  checkAccess(opts?: { force?: boolean }): Promise<AccessRecord>;
  /** Like counts for many locations in one call (`get_location_likes`). */
  refreshLikeCounts(locationIds: string[]): Promise<void>;
  /**
   * Fetches and stores the articles of these locations (`location_articles`), as the
   * signed-in user once the session is known, so a subscriber gets what they may read.
   */
  fetchArticles(locationIds: string[]): Promise<ArticleFetch>;
  userId(): string | null;
  /** Resolves when no pull, push or auth handling is running (tests, shutdown). */
  idle(): Promise<void>;
}

export const PULL_INTERVAL_MS = 5 * 60_000;
/** How long a walker waits for an article before being told it did not come. */
const CALL_TIMEOUT_MS = 30_000;

export function createSyncEngine(opts: SyncEngineOptions): SyncEngine {
  return new Engine(opts);
}

class Engine implements SyncEngine {
  private readonly ctx: EngineContext;
  private readonly puller: Puller;
  private readonly pusher: PushLoop;
  private readonly access: AccessKeeper;
  private readonly auth: AuthPort;
  private readonly pullIntervalMs: number;
  private user: string | null = null;
  private known = false;
  private signOutWhenKnown = false;
  private isStopped = true;
  private serial: Promise<unknown> = Promise.resolve();
  private pullTimer: unknown = null;
  private unsubscribe: (() => void)[] = [];
  private whenKnown: (() => void)[] = [];

  constructor(opts: SyncEngineOptions) {
    const platform = opts.platform ?? browserPlatform();
    const log = opts.log ?? ((m: string, e?: unknown) => console.warn(`[sync] ${m}`, e ?? ''));
    this.auth = opts.auth;
    this.pullIntervalMs = opts.pullIntervalMs ?? PULL_INTERVAL_MS;
    this.ctx = {
      db: opts.db,
      transport: opts.transport,
      platform,
      userId: () => this.user,
      sessionKnown: () => this.known,
      stopped: () => this.isStopped,
      log,
    };
    const owner = opts.instanceId ?? crypto.randomUUID();
    const lock = opts.lock ?? flushLockFor(opts.db, platform, owner);
    const policy = { ...DEFAULT_BACKOFF, ...opts.backoff };
    this.puller = new Puller(this.ctx, (res, userId) => this.afterPull(res, userId));
    this.pusher = new PushLoop(
      this.ctx,
      lock,
      opts.batchSize ?? 50,
      policy,
      opts.random ?? Math.random,
    );
    this.access = new AccessKeeper(
      this.ctx,
      (now) => this.accessLost(now),
      opts.accessTtlMs,
      (task) => void this.enqueue(task),
    );
  }

  async start(): Promise<void> {
    if (!this.isStopped) return;
    this.isStopped = false;
    const { platform } = this.ctx;
    await this.access.enforceExpiry();
    this.unsubscribe.push(
      platform.onOnlineChange((online) => {
        if (!online) return;
        void this.pull();
        void this.flush();
      }),
      platform.onVisibilityChange((visible) => {
        this.armPullTimer();
        if (visible) void this.pull();
      }),
      this.auth.subscribe((event, user) => {
        // supabase-js must not be called back from inside its own auth callback: queue it.
        void this.enqueue(() => this.onAuthEvent(event, user));
      }),
    );
    const live = this.ctx.transport.subscribeLikeCounts?.((row) => void this.liveCount(row));
    if (live) this.unsubscribe.push(live);
    this.armPullTimer();
  }

  async stop(): Promise<void> {
    this.isStopped = true;
    for (const off of this.unsubscribe.splice(0)) off();
    if (this.pullTimer !== null) this.ctx.platform.clearTimeout(this.pullTimer);
    this.pullTimer = null;
    this.access.disarm();
    this.pusher.wakeUp();
    await this.idle();
  }

  pull(): Promise<void> {
    return this.puller.request();
  }

  flush(opts: { interactive?: boolean } = {}): Promise<void> {
    return this.pusher.request(opts.interactive ?? false);
  }

  checkAccess(opts: { force?: boolean } = {}): Promise<AccessRecord> {
    return this.enqueue(() => this.access.check(opts.force ?? false));
  }

  async refreshLikeCounts(locationIds: string[]): Promise<void> {
    if (locationIds.length === 0 || !this.ctx.platform.isOnline()) return;
    try {
      const rows = await this.ctx.transport.likeCounts(locationIds);
      const found = new Map(rows.map((r) => [r.location_id, r.likes]));
      const all = locationIds.map((id) => ({ location_id: id, likes: found.get(id) ?? 0 }));
      await writeLikeCounts(this.ctx.db, all, this.user);
    } catch (e) {
      this.ctx.log(`like counts failed: ${errorMessage(e)}`, e);
    }
  }

  async fetchArticles(locationIds: string[]): Promise<ArticleFetch> {
    if (locationIds.length === 0) return 'stored';
    if (!this.ctx.platform.isOnline()) return 'offline';
    try {
      await withTimeout(this.sessionKnown(), CALL_TIMEOUT_MS);
      const rows = await withTimeout(
        fetchArticleRows(this.ctx.transport, locationIds, this.user),
        CALL_TIMEOUT_MS,
      );
      await writeArticles(this.ctx.db, rows);
      return 'stored';
    } catch (e) {
      this.ctx.log(`articles failed: ${errorMessage(e)}`, e);
      const network = e instanceof TransportError && e.kind === 'network';
      return network || !this.ctx.platform.isOnline() ? 'offline' : 'failed';
    }
  }

  /** Resolves once the auth layer has said who is signed in (or that no one is). */
  private sessionKnown(): Promise<void> {
    if (this.known) return Promise.resolve();
    return new Promise((resolve) => this.whenKnown.push(resolve));
  }

  userId(): string | null {
    return this.user;
  }

  async idle(): Promise<void> {
    // Each part may kick another (auth → pull → access check), so settle until all are quiet.
    for (let i = 0; i < 5; i++) {
      await Promise.all([this.serial, this.puller.idle(), this.pusher.idle()]);
    }
  }

  /** Auth events and access changes run one at a time, in the order they came. */
  private enqueue<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.serial.then(fn);
    this.serial = next.catch((e) => this.ctx.log('sync task failed', e));
    return next;
  }

  private async onAuthEvent(event: AuthEventName, user: SessionUser | null): Promise<void> {
    const { db } = this.ctx;
    const prev = (await getMeta(db, 'session')) ?? NO_SESSION;
    const change = nextSession(prev, event, user);
    if (change.signOut) await this.auth.signOut();
    await setMeta(db, 'session', change.session);
    const firstEvent = !this.known;
    const newUser = change.session.user?.id ?? null;
    const storedUser = prev.user?.id ?? null;
    this.user = newUser;
    this.known = true;
    for (const resolve of this.whenKnown.splice(0)) resolve();
    if (firstEvent && this.signOutWhenKnown && newUser !== null) {
      this.signOutWhenKnown = false;
      await this.auth.signOut();
      return; // SIGNED_OUT follows and does the rest
    }
    this.signOutWhenKnown = false;
    if (newUser === null && storedUser !== null) await this.signedOut();
    if (newUser !== null && newUser !== storedUser) await this.access.reset();
    if (change.checkAccess && newUser !== null) {
      await this.access.check(change.userChanged);
    }
    if (change.userChanged || firstEvent) {
      void this.pull();
      void this.flush();
    }
  }

  /** Sign-out clears access and removes what only the signed-in user could read. */
  private async signedOut(): Promise<void> {
    await this.access.reset();
    await removeUnreadable(this.ctx.db, 'none');
    await this.ctx.db.myLikes.clear();
  }

  /** Access shrank (already removed from the device); with none left the user is signed out. */
  private async accessLost(now: Entitlement): Promise<void> {
    // Found at start, before the auth layer said who is signed in: sign out once it has.
    if (now === 'none' && !this.known) this.signOutWhenKnown = true;
    if (now === 'none' && this.user !== null) {
      try {
        await this.auth.signOut();
      } catch (e) {
        this.ctx.log(`Error signing out: ${errorMessage(e)}`, e);
      }
    }
    void this.pull();
  }

  private afterPull(res: SyncPullResponse, userId: string | null): void {
    if (userId === null) return;
    void this.enqueue(async () => {
      const record = await this.access.current();
      if (differsFrom(record, res.access)) await this.access.check(true);
    });
  }

  private async liveCount(row: LikeCountRow): Promise<void> {
    try {
      await writeLikeCounts(this.ctx.db, [row], this.user);
    } catch (e) {
      this.ctx.log('live like count failed', e);
    }
  }

  private armPullTimer(): void {
    const { platform } = this.ctx;
    if (this.pullTimer !== null) platform.clearTimeout(this.pullTimer);
    this.pullTimer = null;
    if (this.isStopped || !platform.isVisible()) return;
    this.pullTimer = platform.setTimeout(() => {
      this.pullTimer = null;
      void this.pull();
      this.armPullTimer();
    }, this.pullIntervalMs);
  }
}
