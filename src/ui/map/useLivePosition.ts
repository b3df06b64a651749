import { useAtom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { GpsFix } from '../../domain/arrival.ts';
import { watchLivePosition } from '../../lib/geolocation.ts';
import { liveFixAtom, liveModeAtom, livePositionAtom } from '../../state/live.ts';

/**
 * Keeps `livePositionAtom` fed while live mode is on. A position error turns live mode off
 * and clears the position (specification, "Live location mode").
 */
export function useLivePosition(): void {
  const [live, setLive] = useAtom(liveModeAtom);
  const setLatLng = useSetAtom(livePositionAtom);
  const setFix = useSetAtom(liveFixAtom);

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
      watch.stop();
      setLive(false);
      setPosition(null);
    });
    return () => watch.stop();
  }, [live, setLive, setLatLng, setFix]);
}
