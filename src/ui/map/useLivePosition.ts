import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import type { GpsFix } from '../../domain/arrival.ts';
import { watchLivePosition } from '../../lib/geolocation.ts';
import { liveFixAtom, liveModeAtom, livePositionAtom } from '../../state/live.ts';
import { walkingRouteAtom } from '../../state/walk.ts';

/** GeolocationPositionError.PERMISSION_DENIED (the constant is not there outside browsers). */
const PERMISSION_DENIED = 1;

/**
 * Keeps `livePositionAtom` fed while live mode is on. A position error turns live mode off
 * and clears the position (specification, "Live location mode"). During a walk only a refusal
 * does: phones report a lost fix (in a narrow street, under trees) as an error and find the
 * position again, and a walk must not stop following the walker for that.
 */
export function useLivePosition(): void {
  const [live, setLive] = useAtom(liveModeAtom);
  const setLatLng = useSetAtom(livePositionAtom);
  const setFix = useSetAtom(liveFixAtom);
  const walking = useAtomValue(walkingRouteAtom) !== null;
  const walkingRef = useRef(walking);
  walkingRef.current = walking;

  useEffect(() => {
    const setPosition = (fix: GpsFix | null) => {
      setFix(fix);
      setLatLng(fix && { lat: fix.lat, lng: fix.lng });
    };
    if (!live) {
      setPosition(null);
      return;
    }
    const watch = watchLivePosition(setPosition, (error) => {
      console.warn('Position error:', error.message);
      const refused = !('code' in error) || error.code === PERMISSION_DENIED;
      if (walkingRef.current && !refused) return;
      watch.stop();
      setLive(false);
      setPosition(null);
    });
    return () => watch.stop();
  }, [live, setLive, setLatLng, setFix]);
}
