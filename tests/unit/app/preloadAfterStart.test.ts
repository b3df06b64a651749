// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { AFTER_START_ID, preloadAfterStart } from '../../../src/app/preloadAfterStart.ts';

/** The built page's tail (scripts/vite/shellFirst.ts): the map's links, held back. */
function builtPage(): void {
  document.body.innerHTML = `<template id="${AFTER_START_ID}">
    <link rel="modulepreload" crossorigin href="/assets/RouteMap-abc.js">
    <link rel="prefetch" href="/assets/maplibre-gl-worker-abc.js">
  </template>`;
}
const started = () => [...document.head.querySelectorAll('link')].map((l) => l.rel);

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('preloadAfterStart', () => {
  it('puts the held-back links in <head>, where the browser fetches them, once', () => {
    builtPage();
    preloadAfterStart();
    expect(started()).toEqual(['modulepreload', 'prefetch']);
    preloadAfterStart();
    expect(started()).toHaveLength(2);
  });

  it('does nothing on a page without them (the dev server)', () => {
    preloadAfterStart();
    expect(started()).toEqual([]);
  });
});
