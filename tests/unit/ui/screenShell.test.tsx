// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { initI18n } from '../../../src/i18n/i18n.ts';
import { showToastAtom, TOAST_MS } from '../../../src/state/toast.ts';
import { ScreenDialog } from '../../../src/ui/shell/ScreenDialog.tsx';
import { Toaster } from '../../../src/ui/shell/Toaster.tsx';
import { useOpenScreen } from '../../../src/ui/shell/useScreenNavigation.ts';

beforeAll(() => initI18n('nl'));
afterEach(cleanup);

function OpenButton() {
  const open = useOpenScreen();
  return (
    <button type="button" onClick={() => open('/demo')}>
      open
    </button>
  );
}

function DemoScreen() {
  return (
    <ScreenDialog title="Demo">
      <input aria-label="veld" />
    </ScreenDialog>
  );
}

function renderApp(path = '/') {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <OpenButton />
      <Switch>
        <Route path="/demo" component={DemoScreen} />
      </Switch>
    </Router>,
  );
  return location;
}

describe('a screen over the map', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('opens as a dialog named by its title, with a close button in the chosen language', () => {
    renderApp('/demo');
    const dialog = screen.getByRole('dialog', { name: 'Demo' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByRole('button', { name: 'Sluiten' })).toBeTruthy();
  });

  it('leaves to the map on Escape when it was not opened from inside the app', () => {
    const location = renderApp('/demo');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(location.history?.at(-1)).toBe('/');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes Back when the app opened it, so the browser history stays as the walker made it', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    renderApp('/');
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('dialog', { name: 'Demo' })).toBeTruthy();
    // memoryLocation keeps its own stack; the state marker is what the real history would hold.
    window.history.replaceState({ routegids: true }, '');
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(back).toHaveBeenCalledOnce();
    back.mockRestore();
  });

  describe('its entrance', () => {
    afterEach(() => vi.unstubAllGlobals());
    const userHasActed = (active: boolean | undefined) =>
      vi.stubGlobal('navigator', {
        ...navigator,
        userActivation: active === undefined ? undefined : { hasBeenActive: active },
      });
    const animated = () => !screen.getByRole('dialog').classList.contains('screen-dialog--first');

    it('is there at once when it opens before the walker did anything (the first screen)', () => {
      userHasActed(false);
      renderApp('/demo');
      expect(animated()).toBe(false);
    });

    it('is animated when the walker opened it', () => {
      userHasActed(true);
      renderApp('/demo');
      expect(animated()).toBe(true);
    });

    it('is animated where the browser cannot tell', () => {
      userHasActed(undefined);
      renderApp('/demo');
      expect(animated()).toBe(true);
    });
  });
});

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function renderToaster() {
    const store = createStore();
    render(
      <Provider store={store}>
        <Toaster />
      </Provider>,
    );
    return (text: string) => act(() => store.set(showToastAtom, { text }));
  }

  it('shows one at a time: a new toast replaces the one on screen', () => {
    const show = renderToaster();
    show('Eerste');
    show('Tweede');
    const toasts = screen.getAllByTestId('toast');
    expect(toasts.map((t) => t.textContent)).toEqual(['Tweede']);
  });

  it('hides a toast after 6000 ms, counted from the newest', () => {
    const show = renderToaster();
    show('Eerste');
    act(() => vi.advanceTimersByTime(4000));
    show('Tweede');
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.getByTestId('toast').textContent).toBe('Tweede');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('speaks through a live region that is in the page before any toast', () => {
    const show = renderToaster();
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    show('Opgeslagen');
    expect(region.textContent).toBe('Opgeslagen');
  });
});
