// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCloseScreen, useOpenScreen } from '../../../src/ui/shell/useScreenNavigation.ts';

afterEach(cleanup);

function Buttons() {
  const open = useOpenScreen();
  const close = useCloseScreen();
  return (
    <>
      <button type="button" onClick={() => open('/menu')}>
        menu
      </button>
      <button type="button" onClick={() => open('/profile', { replace: true })}>
        profile
      </button>
      <button type="button" onClick={close}>
        close
      </button>
    </>
  );
}

/** With the browser's own history (jsdom), as the app uses it. */
describe('screen navigation', () => {
  it('a screen that replaced one reached from outside the app closes to the map, not Back', () => {
    // A payment return: the browser arrived here from another site.
    window.history.replaceState(null, '', '/checkout/success?session_id=cs_1');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    render(<Buttons />);
    fireEvent.click(screen.getByText('profile'));
    expect(window.location.pathname).toBe('/profile');
    fireEvent.click(screen.getByText('close'));
    expect(back).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/');
    back.mockRestore();
  });

  it('a screen that replaced one the app opened goes Back, to where that one was opened from', () => {
    window.history.replaceState(null, '', '/');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    render(<Buttons />);
    fireEvent.click(screen.getByText('menu'));
    fireEvent.click(screen.getByText('profile'));
    expect(window.location.pathname).toBe('/profile');
    fireEvent.click(screen.getByText('close'));
    expect(back).toHaveBeenCalledOnce();
    back.mockRestore();
  });
});
