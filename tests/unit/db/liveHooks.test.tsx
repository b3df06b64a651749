// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/db/database.ts';
import { useAccess } from '../../../src/db/hooks/useAccess.ts';
import { useLikeCount } from '../../../src/db/hooks/useLikeCount.ts';
import { useMyLike } from '../../../src/db/hooks/useMyLike.ts';
import { useSession } from '../../../src/db/hooks/useSession.ts';
import { NO_ACCESS, NO_SESSION, setMeta } from '../../../src/db/meta.ts';

/**
 * The live hooks the account and story screens read (issues 12 and 13): each shows what is in
 * Dexie, follows later writes without a reload, and has a safe value before anything is stored.
 */
afterEach(async () => {
  cleanup();
  await Promise.all([db.meta.clear(), db.likeCounts.clear(), db.myLikes.clear()]);
});

const signIn = (id: string) =>
  setMeta(db, 'session', { ...NO_SESSION, user: { id, email: `${id}@example.test` } });

describe('useSession', () => {
  it('is signed out until the engine stores a session, then follows it', async () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual(NO_SESSION);
    await signIn('u1');
    await waitFor(() => expect(result.current.user?.id).toBe('u1'));
  });
});

describe('useAccess', () => {
  it('grants nothing until an access record is stored, then follows it', async () => {
    const { result } = renderHook(() => useAccess());
    expect(result.current).toEqual(NO_ACCESS);
    const dayPass = { ...NO_ACCESS, hasDayPass: true, dayPassExpiry: 1_900_000_000_000 };
    await setMeta(db, 'access', dayPass);
    await waitFor(() => expect(result.current).toEqual(dayPass));
  });
});

describe('useLikeCount', () => {
  it("shows the location's count live, and 0 when it is unknown", async () => {
    const { result, rerender } = renderHook(({ id }) => useLikeCount(id), {
      initialProps: { id: 'loc-1' as string | null },
    });
    expect(result.current).toBe(0);
    await db.likeCounts.put({ location_id: 'loc-1', likes: 3 });
    await waitFor(() => expect(result.current).toBe(3));
    rerender({ id: null });
    await waitFor(() => expect(result.current).toBe(0));
  });
});

describe('useMyLike', () => {
  it("is true only for the signed-in user's own like", async () => {
    await db.myLikes.put({ location_id: 'loc-1', user_id: 'u1', liked: true });
    const { result } = renderHook(() => useMyLike('loc-1'));
    await signIn('u2');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(false);
    await signIn('u1');
    await waitFor(() => expect(result.current).toBe(true));
    await db.myLikes.put({ location_id: 'loc-1', user_id: 'u1', liked: false });
    await waitFor(() => expect(result.current).toBe(false));
  });
});
