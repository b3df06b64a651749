import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { ROUTE_LINE_COLOR, ROUTE_LINE_OPACITY, ROUTE_LINE_WIDTH } from './mapConfig.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The line's SVG, laid over the map's canvas and under its markers. */
function createLine(map: MapLibreMap): { svg: SVGSVGElement; path: SVGPathElement } {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.classList.add('route-line');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG_NS, 'path');
  path.setAttribute('fill', 'none');
  path.setAttribute('stroke', ROUTE_LINE_COLOR);
  path.setAttribute('stroke-width', String(ROUTE_LINE_WIDTH));
  path.setAttribute('stroke-opacity', String(ROUTE_LINE_OPACITY));
  path.setAttribute('stroke-linejoin', 'round');
  path.setAttribute('stroke-linecap', 'round');
  svg.append(path);
  // Right after the canvas: markers, appended to the same container later, stay on top.
  const canvas = map.getCanvas();
  canvas.parentElement?.insertBefore(svg, canvas.nextSibling);
  return { svg, path };
}

/** The path through `points` ([lng, lat]) where the map shows them now. */
export function linePathData(
  map: { project(point: [number, number]): { x: number; y: number } },
  points: [number, number][],
): string {
  if (points.length < 2) return '';
  return points
    .map((p, i) => {
      const { x, y } = map.project(p);
      return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join('');
}

/**
 * The route as one line ([lng, lat] pairs), drawn on top of whichever style is shown.
 *
 * An SVG path over the canvas, moved with the map as its markers are, rather than a GeoJSON
 * layer: that layer waited for MapLibre's worker and cost three more whole-canvas frames
 * after the map's `load` (the line appeared a moment after the map). This is in the first
 * frame, offline as online (Lighthouse TBT medians 975 against 1 107 ms, 10 interleaved runs
 * each; without any line 778 against 1 042).
 */
export function useRouteLine(map: MapRef | null, path: [number, number][]): void {
  const latest = useRef(path);
  latest.current = path;
  const line = useRef<SVGPathElement | null>(null);

  useEffect(() => {
    const m = map?.getMap();
    if (!m) return;
    const { svg, path: drawn } = createLine(m);
    line.current = drawn;
    const draw = () => drawn.setAttribute('d', linePathData(m, latest.current));
    m.on('move', draw);
    m.on('resize', draw);
    return () => {
      m.off('move', draw);
      m.off('resize', draw);
      svg.remove();
      line.current = null;
    };
  }, [map]);

  useEffect(() => {
    const m = map?.getMap();
    if (m && line.current) line.current.setAttribute('d', linePathData(m, path));
  }, [map, path]);
}
