import './stopMarker.css';
import { memo } from 'react';
import { Marker, type MarkerEvent } from 'react-map-gl/maplibre';
import type { LatLng } from '../../domain/geo.ts';
import { ACTIVE_MARKER_SIZE, MARKER_FADE_MS, MARKER_SIZE } from './mapConfig.ts';

interface StopMarkerProps {
  position: LatLng;
  /** The stop's place in the route (0-based); the pin shows it 1-based. */
  index: number;
  active: boolean;
  /** Reached during the walk: a check mark beside the number. */
  visited?: boolean;
  label: string;
  /** Called with the stop's index: one callback for all pins, so a pin re-renders only when it changes. */
  onSelect: (index: number) => void;
}

/**
 * A numbered pin; a stop reached on the walk wears a green check. Active: 30x40, full opacity, above the others; otherwise 24x34 at 0.85.
 * Size and opacity changes fade over 300 ms.
 */
export const StopMarker = memo(function StopMarker({
  position,
  index,
  active,
  visited = false,
  label,
  onSelect,
}: StopMarkerProps) {
  const size = active ? ACTIVE_MARKER_SIZE : MARKER_SIZE;
  const onClick = (e: MarkerEvent<MouseEvent>) => {
    e.originalEvent.stopPropagation();
    onSelect(index);
  };
  return (
    <Marker
      longitude={position.lng}
      latitude={position.lat}
      anchor="bottom"
      onClick={onClick}
      style={{ zIndex: active ? 3 : 1 }}
    >
      <button
        type="button"
        className={`stop-marker${active ? ' stop-marker--active' : ''}${visited ? ' stop-marker--visited' : ''}`}
        data-testid="stop-marker"
        data-active={active}
        data-visited={visited}
        aria-label={label}
        aria-current={active ? 'step' : undefined}
        style={{
          width: size.width,
          height: size.height,
          opacity: size.opacity,
          transition: `width ${MARKER_FADE_MS}ms ease, height ${MARKER_FADE_MS}ms ease, opacity ${MARKER_FADE_MS}ms ease`,
        }}
      >
        <svg viewBox="0 0 24 34" width="100%" height="100%" aria-hidden="true">
          <path
            className="stop-marker__pin"
            d="M12 1C5.9 1 1 5.8 1 11.8c0 8.1 9.4 19.6 10.2 20.6a1 1 0 0 0 1.6 0C13.6 31.4 23 19.9 23 11.8 23 5.8 18.1 1 12 1z"
          />
          <text className="stop-marker__number" x="12" y="15.6" textAnchor="middle">
            {index + 1}
          </text>
          {visited && (
            <g className="stop-marker__check">
              <circle cx="19" cy="5" r="4.6" />
              <path d="M16.9 5.1l1.5 1.5 2.8-3" />
            </g>
          )}
        </svg>
      </button>
    </Marker>
  );
});
