import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { startWalk, stopWalk } from '../../actions/walk.ts';
import { unlockAudio } from '../../lib/audio/unlockAudio.ts';
import { liveModeAtom } from '../../state/live.ts';
import {
  resumeOfferAtom,
  walkingRouteAtom,
  walkProgressAtom,
  walkPromptAtom,
} from '../../state/walk.ts';

/**
 * Start walk, for a tap handler: audio is unlocked inside the tap (browsers refuse `play()`
 * without one), then the walk is on (live position; the walk session keeps the screen on) and
 * stored, so a reload carries on.
 */
export function useStartWalk(): (routeId: string, stopIndex: number) => void {
  const setWalking = useSetAtom(walkingRouteAtom);
  const setLive = useSetAtom(liveModeAtom);
  const setOffer = useSetAtom(resumeOfferAtom);
  return useCallback(
    (routeId: string, stopIndex: number) => {
      unlockAudio();
      setOffer(null);
      setWalking(routeId);
      setLive(true);
      startWalk(routeId, stopIndex).catch((e: unknown) => console.warn('walk not saved', e));
    },
    [setWalking, setLive, setOffer],
  );
}

/** Stop walk: screen lock and live position released; the place on the route is kept. */
export function useStopWalk(): (routeId: string) => void {
  const setWalking = useSetAtom(walkingRouteAtom);
  const setLive = useSetAtom(liveModeAtom);
  const setProgress = useSetAtom(walkProgressAtom);
  const setPrompt = useSetAtom(walkPromptAtom);
  return useCallback(
    (routeId: string) => {
      setWalking(null);
      setLive(false);
      setProgress(null);
      setPrompt(null);
      stopWalk(routeId).catch((e: unknown) => console.warn('walk not saved', e));
    },
    [setWalking, setLive, setProgress, setPrompt],
  );
}
