import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { AddProtocolAction, StyleSpecification } from 'maplibre-gl';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BUNDLED_STYLE_PROTOCOL, FALLBACK_STYLE_URL } from '../../../src/lib/mapSettings.ts';

/** MapLibre's protocol registry, as the app's module fills it. */
const protocols = vi.hoisted(() => new Map<string, unknown>());
vi.mock('maplibre-gl', () => ({
  addProtocol: (name: string, load: unknown) => protocols.set(name, load),
}));

const { registerBundledStyleProtocol } = await import('../../../src/lib/map/bundledStyle.ts');

async function loadFallbackStyle(): Promise<StyleSpecification> {
  const load = protocols.get(BUNDLED_STYLE_PROTOCOL) as AddProtocolAction;
  const answer = await load({ url: FALLBACK_STYLE_URL, type: 'json' }, new AbortController());
  return answer.data as StyleSpecification;
}

describe('the bundled offline style', () => {
  beforeAll(() => registerBundledStyleProtocol());

  it('is what MapLibre gets for the fallback URL, and MapLibre accepts it', async () => {
    expect(FALLBACK_STYLE_URL.startsWith(`${BUNDLED_STYLE_PROTOCOL}://`)).toBe(true);
    const style = await loadFallbackStyle();
    expect(validateStyleMin(style)).toEqual([]);
    // Nothing to fetch: no sources, sprite or glyphs outside the app.
    expect(style.sources).toEqual({});
    expect(style.sprite).toBeUndefined();
    expect(style.glyphs).toBeUndefined();
  });

  it('is a fresh copy for every map, whatever an earlier one did to its copy', async () => {
    const first = await loadFallbackStyle();
    first.layers.length = 0;
    const second = await loadFallbackStyle();
    expect(second.layers).toHaveLength(1);
  });
});
