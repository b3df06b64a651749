import { useAtom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { watchLivePosition } from '../../lib/geolocation.ts';
import { liveModeAtom, livePositionAtom } from '../../state/live.ts';

/**
 * Keeps `livePositionAtom` fed while live mode is on. A position error turns live mode off
 * and clears the position (specification, "Live location mode").
 */
export function useLivePosition(): void {
  const [live, setLive] = useAtom(liveModeAtom);
  const setPosition = useSetAtom(livePositionAtom);

  useEffect(() => {
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
  }, [live, setLive, setPosition]);
}
