import type { AccessWire } from '../../src/sync/protocol.ts';
import { type Harness, makeHarness } from './engineHarness.ts';
import type { FakeServer } from './fakeSyncServer.ts';

/** What the server reports for a paying subscriber. */
export const SUBSCRIBED: AccessWire = {
  has_subscription: true,
  has_day_pass: false,
  day_pass_expiry: null,
  checked_at: '',
};

/**
 * A harness over `server` with user u1 signed in, whom the server grants `access` (a function
 * of the harness for a grant that expires on the harness's clock). Not started yet.
 */
export function signedInHarness(
  server: FakeServer,
  access: AccessWire | ((h: Harness) => AccessWire),
): Harness {
  const h = makeHarness({ server });
  server.access.set('u1', typeof access === 'function' ? access(h) : access);
  h.auth.user = { id: 'u1', email: 'u1@example.com' };
  return h;
}
