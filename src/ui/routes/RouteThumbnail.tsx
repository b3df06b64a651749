import { useMemo } from 'react';
import type { LatLng } from '../../domain/geo.ts';
import { routeThumbnail } from '../../domain/routeThumbnail.ts';

interface RouteThumbnailProps {
  line: [number, number][] | null;
  stops: readonly LatLng[];
  color: string | null;
  width: number;
  height: number;
}

/** A small drawing of the route: its line in its colour, its stops as dots. Decorative. */
export function RouteThumbnail({ line, stops, color, width, height }: RouteThumbnailProps) {
  const shape = useMemo(
    () => routeThumbnail(line ?? [], stops, width, height, 8),
    [line, stops, width, height],
  );
  const stroke = color || 'var(--accent)';
  return (
    <svg
      className="route-thumb"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
      data-testid="route-thumbnail"
    >
      <rect width={width} height={height} rx="10" className="route-thumb__ground" />
      {shape.d && (
        <path
          d={shape.d}
          fill="none"
          stroke={stroke}
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
      {shape.stops.map((p, i) => (
        <circle
          // biome-ignore lint/suspicious/noArrayIndexKey: stops in walking order; the index is their identity here.
          key={i}
          cx={p.x}
          cy={p.y}
          r={i === 0 ? 4 : 2.6}
          className={i === 0 ? 'route-thumb__first' : 'route-thumb__stop'}
        />
      ))}
    </svg>
  );
}
