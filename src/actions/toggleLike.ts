import type { LikeSetPayload } from '../domain/ops.ts';
import { enqueueOp } from '../sync/outbox.ts';
import { type ActionContext, appContext, currentUserId } from './actionContext.ts';

/**
 * Likes or unlikes a location for the signed-in user (specification "Likes"): the liked flag
 * flips and the count moves by one (never below 0) at once, in the same transaction as the
 * `like_set` op that tells the server. The server's count replaces ours when it answers; a
 * rejection restores the state recorded here. Without a signed-in user nothing happens.
 *
 * Returns the new liked state, or null when nobody is signed in.
 */
export async function toggleLike(
  locationId: string,
  ctx: ActionContext = appContext(),
): Promise<boolean | null> {
  const { db } = ctx;
  const liked = await db.transaction(
    'rw',
    [db.meta, db.myLikes, db.likeCounts, db.outbox],
    async () => {
      const userId = await currentUserId(db);
      if (!userId) return null;
      const mine = await db.myLikes.get(locationId);
      const wasLiked = mine?.user_id === userId && mine.liked;
      const likes = (await db.likeCounts.get(locationId))?.likes ?? 0;
      const next = !wasLiked;
      await db.myLikes.put({ location_id: locationId, user_id: userId, liked: next });
      await db.likeCounts.put({
        location_id: locationId,
        likes: Math.max(0, likes + (next ? 1 : -1)),
      });
      const payload: LikeSetPayload = { location_id: locationId, liked: next };
      await enqueueOp(db, {
        id: ctx.uuid(),
        kind: 'like_set',
        payload,
        at: ctx.now().toISOString(),
        user_id: userId,
        undo: { liked: wasLiked, likes },
      });
      return next;
    },
  );
  if (liked !== null) ctx.queued();
  return liked;
}
