import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newWalker, startBrowser, stopBrowser, type Walker } from './support/session.ts';

describe('a walker opens the route screen on a phone', () => {
  let walker: Walker;
  beforeAll(startBrowser);
  afterAll(stopBrowser);
  afterEach(async () => {
    expect(walker.errors).toEqual([]);
    await walker.context.close();
  });

  it('sees the map load, the logo, and the eight stops of the built-in route', async () => {
    walker = await newWalker();
    const { map } = walker;
    await map.open('/');

    expect(await map.loadingOverlay.count()).toBe(0);
    expect(await map.logo.isVisible()).toBe(true);
    expect(await map.markers.count()).toBe(8);
    expect(await map.counter.textContent()).toBe('1 / 8');
    expect(await map.title.textContent()).toBeTruthy();
    expect(await map.activeMarker.count()).toBe(1);
  });

  it('steps through the route with next and previous, each disabled at its end', async () => {
    walker = await newWalker();
    const { map } = walker;
    await map.open('/');

    expect(await map.previous.isDisabled()).toBe(true);
    expect(await map.next.isDisabled()).toBe(false);
    const firstTitle = await map.title.textContent();

    await map.stepNext(7);
    expect(await map.counter.textContent()).toBe('8 / 8');
    expect(await map.next.isDisabled()).toBe(true);
    expect(await map.previous.isDisabled()).toBe(false);
    expect(await map.title.textContent()).not.toBe(firstTitle);

    await map.previous.tap();
    expect(await map.counter.textContent()).toBe('7 / 8');
    expect(await map.next.isDisabled()).toBe(false);
  });

  it('selects a stop by tapping its marker', async () => {
    walker = await newWalker();
    const { map } = walker;
    await map.open('/');

    await map.zoomOut(); // zoom 15 shows the neighbouring stops on a phone
    const { marker, number } = await map.visibleInactiveMarker();
    await marker.tap();
    expect(await map.counter.textContent()).toBe(`${number} / 8`);
    expect(await marker.getAttribute('data-active')).toBe('true');
    expect(await map.activeMarker.count()).toBe(1);
  });
});
