import type { FeatureCollection, LineString } from 'geojson';
import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import { ROUTE_LINE_COLOR, ROUTE_LINE_OPACITY, ROUTE_LINE_WIDTH } from './mapConfig.ts';

/** The route as one line ([lng, lat] pairs), drawn on top of whichever style is shown. */
export function RouteLine({ path }: { path: [number, number][] }) {
  const data = useMemo<FeatureCollection<LineString>>(
    () => ({
      type: 'FeatureCollection',
      features:
        path.length >= 2
          ? [
              {
                type: 'Feature',
                properties: {},
                geometry: { type: 'LineString', coordinates: path },
              },
            ]
          : [],
    }),
    [path],
  );
  return (
    <Source id="route" type="geojson" data={data}>
      <Layer
        id="route-line"
        type="line"
        layout={{ 'line-join': 'round', 'line-cap': 'round' }}
        paint={{
          'line-color': ROUTE_LINE_COLOR,
          'line-width': ROUTE_LINE_WIDTH,
          'line-opacity': ROUTE_LINE_OPACITY,
        }}
      />
    </Source>
  );
}
