import './liveDot.css';
import { Marker } from 'react-map-gl/maplibre';
import type { LatLng } from '../../domain/geo.ts';
import { LIVE_DOT_SIZE } from './mapConfig.ts';

/** The walker's position: a 36x36 dot with a soft pulse. */
export function LiveDot({ position, label }: { position: LatLng; label: string }) {
  return (
    <Marker longitude={position.lng} latitude={position.lat} anchor="center" style={{ zIndex: 4 }}>
      <div
        className="live-dot"
        data-testid="live-dot"
        role="img"
        aria-label={label}
        style={{ width: LIVE_DOT_SIZE, height: LIVE_DOT_SIZE }}
      >
        <span className="live-dot__pulse" />
        <span className="live-dot__core" />
      </div>
    </Marker>
  );
}
