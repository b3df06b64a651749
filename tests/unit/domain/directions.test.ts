import { describe, expect, it } from 'vitest';
import { walkingDirectionsUrl } from '../../../src/domain/directions.ts';

describe('walkingDirectionsUrl', () => {
  it('asks the maps app for walking directions to the stop, from wherever the walker is', () => {
    const url = new URL(walkingDirectionsUrl({ lat: 52.3573, lng: 4.8814 }));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      api: '1',
      destination: '52.3573,4.8814',
      travelmode: 'walking',
    });
  });
});
