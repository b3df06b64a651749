import type { RoutegidsDB } from '../db/database.ts';
import type { SyncPlatform } from './platform.ts';
import type { SyncTransport } from './transport.ts';

/** What the parts of the engine share: the store, the network, the platform and who is signed in. */
export interface EngineContext {
  db: RoutegidsDB;
  transport: SyncTransport;
  platform: SyncPlatform;
  /** The signed-in user now (null: anonymous). */
  userId(): string | null;
  /** False until the auth layer reported the initial session: nothing is sent before. */
  sessionKnown(): boolean;
  stopped(): boolean;
  log(message: string, error?: unknown): void;
}

export function nowIso(ctx: EngineContext): string {
  return new Date(ctx.platform.now()).toISOString();
}
