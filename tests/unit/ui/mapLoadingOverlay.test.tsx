// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../src/i18n/i18n.ts';
import { mapLoadedAtom } from '../../../src/state/map.ts';
import {
  FIRST_VISIT_CLASS,
  LANDING_SHELL_ID,
  removeLandingShell,
} from '../../../src/ui/landing/landingShell.ts';
import { MapLoadingOverlay } from '../../../src/ui/map/MapLoadingOverlay.tsx';
import { rememberShellCreep } from '../../../src/ui/map/shellCreep.ts';
import { OVERLAY_FADE_MS } from '../../../src/ui/map/useOverlayShown.ts';
import { inApp } from '../../support/inApp.tsx';

const overlay = () => screen.queryByTestId('map-loading');
const bar = () => overlay()?.querySelector('.map-loading__bar') as HTMLElement | null;

function renderOverlay(path = '/') {
  const app = inApp(<MapLoadingOverlay />, { path });
  render(app.element);
  return app;
}

/** index.html's landing copy, open over the loading screen (scripts/vite/landingShell.ts). */
function htmlLandingCopy(): HTMLDialogElement {
  document.body.insertAdjacentHTML('beforeend', `<dialog id="${LANDING_SHELL_ID}" open></dialog>`);
  document.documentElement.classList.add(FIRST_VISIT_CLASS);
  return document.getElementById(LANDING_SHELL_ID) as HTMLDialogElement;
}

beforeAll(() => initI18n('nl'));
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
  rememberShellCreep(document);
  document.documentElement.className = '';
});

describe('the loading screen', () => {
  it("creeps by a CSS animation, from where index.html's bar had got to", () => {
    document.body.innerHTML = '<div class="map-loading__bar map-loading__bar--html"></div>';
    const shellBar = document.querySelector('.map-loading__bar--html') as HTMLElement;
    // Held (no start time): where it stopped counts, whatever the clock says.
    shellBar.getAnimations = () =>
      [{ startTime: null, currentTime: 850 }] as unknown as Animation[];
    rememberShellCreep(document);
    document.body.innerHTML = '';
    renderOverlay();
    expect(bar()?.style.animationDelay).toBe('-850ms');
    // Indeterminate while loading: the creep is no measure of how much has loaded.
    expect(screen.getByRole('progressbar').hasAttribute('aria-valuenow')).toBe(false);
    // Nothing re-renders it while it creeps.
    const before = bar();
    act(() => vi.advanceTimersByTime(2_000));
    expect(bar()).toBe(before);
    expect(bar()?.style.animationDelay).toBe('-850ms');
  });

  it('fades out when the map has loaded, then goes', () => {
    const { store } = renderOverlay();
    act(() => store.set(mapLoadedAtom, true));
    expect(overlay()?.classList.contains('map-loading--done')).toBe(true);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    act(() => vi.advanceTimersByTime(OVERLAY_FADE_MS - 1));
    expect(overlay()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(overlay()).toBeNull();
  });

  it('holds its bar still while a screen covers it, and goes at once, unfaded, on load', () => {
    const { store } = renderOverlay('/start');
    expect(overlay()?.classList.contains('map-loading--covered')).toBe(true);
    act(() => store.set(mapLoadedAtom, true));
    expect(overlay()).toBeNull();
  });

  it('stays gone when the screen over it closes after the load', () => {
    const { store, location } = renderOverlay('/menu');
    act(() => store.set(mapLoadedAtom, true));
    act(() => location.navigate('/'));
    act(() => vi.advanceTimersByTime(OVERLAY_FADE_MS * 2));
    expect(overlay()).toBeNull();
  });

  it("creeps again when the screen over it closes before the map's load", () => {
    const { location } = renderOverlay('/menu');
    act(() => location.navigate('/'));
    expect(overlay()?.classList.contains('map-loading--covered')).toBe(false);
  });

  it("counts index.html's landing copy as a screen over it until the walker closes it", () => {
    const copy = htmlLandingCopy();
    renderOverlay();
    expect(overlay()?.classList.contains('map-loading--covered')).toBe(true);
    act(() => {
      copy.removeAttribute('open');
      copy.dispatchEvent(new Event('close'));
    });
    expect(overlay()?.classList.contains('map-loading--covered')).toBe(false);
  });

  it('no longer counts the copy once the app has taken it away', () => {
    htmlLandingCopy();
    renderOverlay();
    act(() => removeLandingShell());
    expect(overlay()?.classList.contains('map-loading--covered')).toBe(false);
  });
});
