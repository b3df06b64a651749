import 'fake-indexeddb/auto';
import { RoutegidsDB } from '../../src/db/database.ts';
import {
  createSyncEngine,
  type SyncEngine,
  type SyncEngineOptions,
} from '../../src/sync/engine.ts';
import { FakeAuth, FakePlatform } from './fakePlatform.ts';
import { FakeServer } from './fakeSyncServer.ts';
import { freshDbName } from './testDexie.ts';

export { freshDbName };

export const FAST_BACKOFF = {
  initialMs: 1,
  interactiveMaxMs: 4,
  backgroundMaxMs: 8,
  interactiveAttempts: 3,
  jitter: 0,
};

export interface Harness {
  db: RoutegidsDB;
  server: FakeServer;
  platform: FakePlatform;
  auth: FakeAuth;
  engine: SyncEngine;
  logs: string[];
}

export function makeHarness(
  over: Partial<SyncEngineOptions> & { server?: FakeServer; dbName?: string; auth?: FakeAuth } = {},
): Harness {
  const db = new RoutegidsDB(over.dbName ?? freshDbName());
  const server = over.server ?? new FakeServer();
  const platform = (over.platform as FakePlatform | undefined) ?? new FakePlatform();
  server.now = platform.now;
  const auth = over.auth ?? new FakeAuth();
  const logs: string[] = [];
  const engine = createSyncEngine({
    db,
    transport: server.transport(),
    auth,
    platform,
    backoff: FAST_BACKOFF,
    random: () => 0.5,
    log: (m) => logs.push(m),
    ...over,
  });
  return { db, server, platform, auth, engine, logs };
}

/** Starts the engine and waits for the first round (initial session, pull, push). */
export async function started(h: Harness): Promise<Harness> {
  await h.engine.start();
  await settle(h);
  return h;
}

export async function settle(h: Harness): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await new Promise((r) => setTimeout(r, 0));
    await h.engine.idle();
  }
}
