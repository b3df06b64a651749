import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { HOME_PATH } from '../../app/paths.ts';
import { useSession } from '../../db/hooks/useSession.ts';
import { pushPossible, pushQuestionAnswered } from '../../lib/webPush.ts';

/** The question itself (and the actions behind it) loads only when it is to be asked. */
const PushQuestion = lazy(() => import('./PushQuestion.tsx'));

/** Give a screen that just closed (sign-in) a moment before asking. */
const SETTLE_MS = 1200;

/**
 * Asks about notifications once per user on this device, after sign-in, on the map (never over
 * another screen), and only where a subscription could be made at all.
 */
export function PushQuestionGate() {
  const { user } = useSession();
  const [location] = useLocation();
  const [askFor, setAskFor] = useState<string | null>(null);
  const userId = user?.id ?? null;
  const onMap = location === HOME_PATH;

  useEffect(() => {
    if (!userId || !onMap || pushQuestionAnswered(userId)) return;
    let live = true;
    const timer = setTimeout(() => {
      void pushPossible().then((possible) => {
        if (live && possible) setAskFor(userId);
      });
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [userId, onMap]);

  const done = useCallback(() => setAskFor(null), []);
  if (!askFor || askFor !== userId || !onMap) return null;
  return (
    <Suspense fallback={null}>
      <PushQuestion userId={askFor} onDone={done} />
    </Suspense>
  );
}
