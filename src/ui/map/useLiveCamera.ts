import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import type { LatLng } from '../../domain/geo.ts';
import { liveModeAtom, livePositionAtom } from '../../state/live.ts';

/**
 * Live mode's camera: when it turns on, remember where the map was and pan to the walker
 * once (at the first fix, not on every update, so they can look around); when it turns off,
 * pan back to the remembered centre.
 */
export function useLiveCamera(map: MapRef | null): void {
  const live = useAtomValue(liveModeAtom);
  const position = useAtomValue(livePositionAtom);
  const remembered = useRef<LatLng | null>(null);
  const pannedToUser = useRef(false);

  useEffect(() => {
    if (!map) return;
    if (live && !remembered.current) {
      const c = map.getCenter();
      remembered.current = { lat: c.lat, lng: c.lng };
      pannedToUser.current = false;
    } else if (!live && remembered.current) {
      const back = remembered.current;
      remembered.current = null;
      map.easeTo({ center: [back.lng, back.lat], duration: 600 });
    }
  }, [live, map]);

  useEffect(() => {
    if (!map || !live || !position || pannedToUser.current) return;
    pannedToUser.current = true;
    map.easeTo({ center: [position.lng, position.lat], duration: 600 });
  }, [live, position, map]);
}
