// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { initI18n } from '../../../src/i18n/i18n.ts';
import { LANDING_SEEN_KEY, landingSeen } from '../../../src/lib/firstVisit.ts';
import LandingScreen from '../../../src/ui/landing/LandingScreen.tsx';
import { FIRST_VISIT_CLASS, LANDING_SHELL_ID } from '../../../src/ui/landing/landingShell.ts';
import { useFirstVisitLanding } from '../../../src/ui/landing/useFirstVisitLanding.ts';
import { inApp } from '../../support/inApp.tsx';

/** index.html's copy as the build leaves it (scripts/vite/landingShell.ts), shown or not. */
function htmlCopy({ shown = true, open = true } = {}): HTMLDialogElement {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<dialog id="${LANDING_SHELL_ID}"${open ? ' open' : ''} class="screen-dialog">
      <div class="screen-dialog__panel"><div class="screen-dialog__body">Welkom</div></div>
    </dialog>`,
  );
  if (shown) document.documentElement.classList.add(FIRST_VISIT_CLASS);
  return document.getElementById(LANDING_SHELL_ID) as HTMLDialogElement;
}

const copy = () => document.getElementById(LANDING_SHELL_ID);

function MapScreenStub() {
  useFirstVisitLanding();
  return null;
}

function renderMap() {
  const location = memoryLocation({ path: '/', record: true });
  render(
    <Router hook={location.hook}>
      <MapScreenStub />
    </Router>,
  );
  return location;
}

/** The app's landing page, opened; returns its dialog. */
async function renderLanding(): Promise<Element | null> {
  await act(async () => {
    render(inApp(<LandingScreen />, { path: '/start' }).element);
  });
  return document.querySelector(`dialog.screen-dialog:not(#${LANDING_SHELL_ID})`);
}

beforeEach(() => {
  initI18n('nl');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.body.innerHTML = '';
  document.documentElement.className = '';
});

describe('the first visit greets with the HTML copy of the landing page, then the app takes over', () => {
  it("opens the app's landing page while the copy stays in view until it is there", () => {
    htmlCopy();
    const location = renderMap();
    expect(location.history.at(-1)).toBe('/start');
    expect(copy()).not.toBeNull();
  });

  it("puts the app's landing page in the copy's place, scrolled where the walker left it", async () => {
    const shell = htmlCopy();
    const body = shell.querySelector('.screen-dialog__body') as HTMLElement;
    body.scrollTop = 240;
    await renderLanding();
    expect(screen.getByTestId('landing')).toBeTruthy();
    expect(copy()).toBeNull();
    expect(document.documentElement.classList.contains(FIRST_VISIT_CLASS)).toBe(false);
    const ours = screen.getByTestId('landing').closest('.screen-dialog__body') as HTMLElement;
    expect(ours.scrollTop).toBe(240);
    expect(landingSeen()).toBe(true);
  });

  it("opens in the copy's place without its entrance animation, even after a tap on the copy", async () => {
    // jsdom cannot tell whether there was an input: a screen then animates in, as opened.
    expect((await renderLanding())?.classList.contains('screen-dialog--first')).toBe(false);
    cleanup();
    htmlCopy();
    expect((await renderLanding())?.classList.contains('screen-dialog--first')).toBe(true);
  });

  it('takes a copy closed before the app started as seen: no landing page again', () => {
    htmlCopy({ open: false });
    const location = renderMap();
    expect(location.history).toEqual(['/']);
    expect(copy()).toBeNull();
    expect(landingSeen()).toBe(true);
  });

  it('removes a hidden copy on a later visit, and opens nothing', () => {
    localStorage.setItem(LANDING_SEEN_KEY, '1');
    htmlCopy({ shown: false });
    const location = renderMap();
    expect(location.history).toEqual(['/']);
    expect(copy()).toBeNull();
  });

  it('still greets a first visit where the page has no copy (the dev server)', () => {
    const location = renderMap();
    expect(location.history.at(-1)).toBe('/start');
  });
});
