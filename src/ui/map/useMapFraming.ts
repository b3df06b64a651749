import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import type { LatLng } from '../../domain/geo.ts';
import { frameStops, freeRect, isPointFree, stopScreenPoint } from '../../domain/mapFraming.ts';
import { afterLayout } from '../../lib/afterLayout.ts';
import { mapCardsAtom } from '../../state/map.ts';
import { FRAME_OPTIONS, measureMapInsets } from './mapInsets.ts';

export interface FramedStop {
  index: number;
  position: LatLng;
}

const PAN_MS = 500;
const OPEN_SHEET = '[data-testid=drawer]';
const FRAME_MS = 800;

function viewport(map: MapRef) {
  const c = map.getContainer();
  return { width: c.clientWidth, height: c.clientHeight };
}

/** Puts the stop where the rule wants it (domain/mapFraming.ts), keeping the zoom. */
function panTo(map: MapRef, at: LatLng, drawerOpen: boolean, duration: number): void {
  const v = viewport(map);
  const insets = measureMapInsets(map.getContainer(), drawerOpen);
  const p = stopScreenPoint(v, insets, drawerOpen, FRAME_OPTIONS);
  map.easeTo({
    center: [at.lng, at.lat],
    offset: [p.x - v.width / 2, p.y - v.height / 2],
    duration,
  });
}

/** Frames all the stops above the closed drawer; the active one leads, to stay in view. */
function frameAll(
  map: MapRef,
  stops: readonly FramedStop[],
  activeIndex: number,
  animate: boolean,
): void {
  const points = [...stops].sort((a, b) => a.index - b.index).map((s) => s.position);
  const lead = stops.find((s) => s.index === activeIndex)?.position;
  if (lead) points.unshift(lead);
  const cam = frameStops(
    points,
    viewport(map),
    measureMapInsets(map.getContainer(), false),
    FRAME_OPTIONS,
  );
  if (!cam) return;
  const to = { center: [cam.center.lng, cam.center.lat] as [number, number], zoom: cam.zoom };
  if (animate) map.easeTo({ ...to, duration: FRAME_MS });
  else map.jumpTo(to);
}

/**
 * Runs `check` once the camera is still: while it eases to a new frame (a route just picked),
 * where the stop is now says nothing about where it will end. Returns a cancel.
 */
function whenStill(map: MapRef, check: () => void): () => void {
  if (!map.isMoving()) {
    check();
    return () => {};
  }
  map.once('moveend', check);
  return () => map.off('moveend', check);
}

/** Whether the point's marker would show in the part of the map nothing floats over. */
function isSeen(map: MapRef, at: LatLng, drawerOpen: boolean): boolean {
  const insets = measureMapInsets(map.getContainer(), drawerOpen);
  return isPointFree(map.project([at.lng, at.lat]), freeRect(viewport(map), insets, FRAME_OPTIONS));
}

/**
 * The map's camera for the stops it shows:
 * - a new set of stops (`frameKey`: another route, other story filters) is framed whole above
 *   the closed drawer: at once the first time, animated later;
 * - a new active stop is panned to, into the seen part of the map (drawer open or closed);
 * - opening or closing the drawer, or the open sheet growing, pans only when the active stop
 *   would end up hidden;
 * - a walk card appearing over a stop (closed drawer) frames them all again, clear of it.
 */
export function useMapFraming(
  map: MapRef | null,
  frameKey: string,
  stops: readonly FramedStop[],
  activeIndex: number,
  drawerOpen: boolean,
): void {
  const framed = useRef<{ key: string; index: number } | null>(null);
  const drawer = useRef(drawerOpen);
  drawer.current = drawerOpen;
  const active = stops.find((s) => s.index === activeIndex)?.position ?? null;
  const lat = active?.lat;
  const lng = active?.lng;
  const activeAt = useRef(active);
  activeAt.current = active;

  // A new set of stops: frame them all. The active index is the one it was framed at. The
  // sizes are read once the frame has laid the page out: the map's markers and controls have
  // just gone in, and measuring now would lay them out within this task (a long one on a
  // phone, on the way to the map's load).
  const pendingFrame = useRef(() => {});
  const shownFrame = useRef(false);
  useEffect(() => {
    if (!map || stops.length === 0 || framed.current?.key === frameKey) return;
    framed.current = { key: frameKey, index: activeIndex };
    pendingFrame.current();
    pendingFrame.current = afterLayout(map.getContainer(), () => {
      frameAll(map, stops, activeIndex, shownFrame.current);
      shownFrame.current = true;
    });
  }, [map, frameKey, stops, activeIndex]);
  useEffect(() => () => pendingFrame.current(), []);

  // Stepping: pan to the new active stop.
  useEffect(() => {
    const f = framed.current;
    if (!map || !f || f.key !== frameKey || f.index === activeIndex) return;
    f.index = activeIndex;
    if (lat === undefined || lng === undefined) return;
    panTo(map, { lat, lng }, drawer.current, PAN_MS);
  }, [map, frameKey, activeIndex, lat, lng]);

  // The drawer moved: pan only if the active stop is now hidden (or will be, once the camera
  // ends a move under way). Only the drawer triggers it, not the map's arrival: its first
  // frame is still to come then, and measuring would lay the page out before it.
  const drawerWas = useRef(drawerOpen);
  useEffect(() => {
    const moved = drawerWas.current !== drawerOpen;
    drawerWas.current = drawerOpen;
    if (!map || !framed.current || !moved) return;
    return whenStill(map, () => {
      const at = activeAt.current;
      if (at && !isSeen(map, at, drawerOpen)) panTo(map, at, drawerOpen, PAN_MS);
    });
  }, [map, drawerOpen]);

  // The open sheet grew (a book route's story, an article that arrived after it opened): pan
  // only if the active stop is now under it.
  useEffect(() => {
    if (!map || !drawerOpen || typeof ResizeObserver === 'undefined') return;
    const sheet = map.getContainer().ownerDocument.querySelector(OPEN_SHEET);
    if (!sheet) return;
    let cancel = () => {};
    const observer = new ResizeObserver(() => {
      cancel();
      cancel = whenStill(map, () => {
        const at = activeAt.current;
        if (at && framed.current && !isSeen(map, at, true)) panTo(map, at, true, PAN_MS);
      });
    });
    observer.observe(sheet);
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [map, drawerOpen]);

  // A walk card came up: frame the stops again if one of them is now under it.
  const cards = useAtomValue(mapCardsAtom);
  const shown = useRef(stops);
  shown.current = stops;
  useEffect(() => {
    const f = framed.current;
    if (!map || !f || cards === 0 || drawer.current) return;
    if (shown.current.every((s) => isSeen(map, s.position, false))) return;
    frameAll(map, shown.current, f.index, true);
  }, [map, cards]);
}
