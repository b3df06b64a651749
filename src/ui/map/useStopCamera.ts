import { useEffect, useRef } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import type { LatLng } from '../../domain/geo.ts';
import { drawerPanOffsetPx } from './panOffset.ts';

/**
 * Pans to the active stop whenever the active index changes. With the drawer open the stop
 * sits above the centre (15% / 20% of the height), so the drawer does not cover it. The
 * first placement jumps; later ones animate.
 */
export function useStopCamera(
  map: MapRef | null,
  activeIndex: number,
  target: LatLng | null,
  drawerOpen: boolean,
): void {
  const placed = useRef(false);
  const drawerOpenRef = useRef(drawerOpen);
  drawerOpenRef.current = drawerOpen;
  const lat = target?.lat;
  const lng = target?.lng;

  // biome-ignore lint/correctness/useExhaustiveDependencies: activeIndex is the trigger (a new stop); the drawer state is read, not watched.
  useEffect(() => {
    if (!map || lat === undefined || lng === undefined) return;
    const canvas = map.getCanvas();
    const offsetY = drawerPanOffsetPx(
      canvas.clientWidth,
      canvas.clientHeight,
      drawerOpenRef.current,
    );
    const options = {
      center: [lng, lat] as [number, number],
      offset: [0, -offsetY] as [number, number],
    };
    map.easeTo({ ...options, duration: placed.current ? 500 : 0 });
    placed.current = true;
  }, [map, activeIndex, lat, lng]);
}
