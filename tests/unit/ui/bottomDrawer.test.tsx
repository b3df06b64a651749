// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BottomDrawer } from '../../../src/ui/drawer/BottomDrawer.tsx';
import { stubResizeObserver } from '../../support/resizeObserver.ts';

beforeAll(() => {
  stubResizeObserver();
});

afterEach(cleanup);

function Harness({
  onOpenChange = () => {},
  onSwipeUp,
}: {
  onOpenChange?: (o: boolean) => void;
  onSwipeUp?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <BottomDrawer
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        setOpen(o);
      }}
      onSwipeUp={onSwipeUp}
      toggleLabel="toggle"
      header={
        <div>
          <span>Titel</span>
          <button type="button">Like</button>
        </div>
      }
    >
      <p>Artikel</p>
    </BottomDrawer>
  );
}

describe('the bottom drawer', () => {
  it('opens on a header tap, closes on an overlay tap, and reports each change', async () => {
    const changes: boolean[] = [];
    const swipeUp = vi.fn();
    render(<Harness onOpenChange={(o) => changes.push(o)} onSwipeUp={swipeUp} />);

    await act(async () => fireEvent.click(screen.getByText('Titel')));
    expect(screen.getByTestId('drawer').dataset.open).toBe('true');
    expect(swipeUp).toHaveBeenCalledTimes(1);

    await act(async () => fireEvent.click(screen.getByTestId('drawer-overlay')));
    expect(screen.getByTestId('drawer').dataset.open).toBe('false');
    expect(changes).toEqual([true, false]);
  });

  it('ignores taps on buttons inside the header', async () => {
    render(<Harness />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Like' })));
    expect(screen.getByTestId('drawer').dataset.open).toBe('false');
  });

  it('locks page scrolling while open and restores the previous values on close and unmount', async () => {
    document.body.style.overflow = 'scroll';
    const { unmount } = render(<Harness />);

    await act(async () => fireEvent.click(screen.getByText('Titel')));
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.documentElement.style.overflow).toBe('hidden');

    await act(async () => fireEvent.click(screen.getByTestId('drawer-overlay')));
    expect(document.body.style.overflow).toBe('scroll');
    expect(document.documentElement.style.overflow).toBe('');

    await act(async () => fireEvent.click(screen.getByText('Titel')));
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('closes when the content is pulled down more than 80 px from the top', async () => {
    render(<Harness />);
    await act(async () => fireEvent.click(screen.getByText('Titel')));
    const content = screen.getByTestId('drawer-content');

    fireEvent.touchStart(content, { touches: [{ clientY: 100 }] });
    await act(async () => fireEvent.touchMove(content, { touches: [{ clientY: 170 }] }));
    expect(screen.getByTestId('drawer').dataset.open).toBe('true');
    await act(async () => fireEvent.touchMove(content, { touches: [{ clientY: 185 }] }));
    expect(screen.getByTestId('drawer').dataset.open).toBe('false');
  });
});

/** A drawer opened from a control outside it (as a map marker opens the stop's drawer). */
function OpenedFromOutside() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Marker
      </button>
      <BottomDrawer open={open} onOpenChange={setOpen} toggleLabel="toggle" header={<b>Titel</b>}>
        <button type="button">In het artikel</button>
      </BottomDrawer>
    </>
  );
}

describe('the bottom drawer and the keyboard', () => {
  const pressEscape = () =>
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

  it('closes on Escape and gives the focus back to the header that opened it', async () => {
    render(<Harness />);
    const header = screen.getByTestId('drawer-header');
    header.focus();
    await act(async () => fireEvent.keyDown(header, { key: 'Enter' }));
    expect(screen.getByTestId('drawer').dataset.open).toBe('true');
    screen.getByText('Artikel');

    await act(async () => pressEscape());
    expect(screen.getByTestId('drawer').dataset.open).toBe('false');
    expect(document.activeElement).toBe(header);
  });

  it('returns the focus to the control outside that opened it, even from inside the story', async () => {
    render(<OpenedFromOutside />);
    const marker = screen.getByRole('button', { name: 'Marker' });
    marker.focus();
    await act(async () => fireEvent.click(marker));
    expect(screen.getByTestId('drawer').dataset.open).toBe('true');
    screen.getByRole('button', { name: 'In het artikel' }).focus();

    await act(async () => pressEscape());
    expect(screen.getByTestId('drawer').dataset.open).toBe('false');
    expect(document.activeElement).toBe(marker);
  });

  it('leaves Escape to a modal screen open above it', async () => {
    render(<Harness />);
    await act(async () => fireEvent.click(screen.getByText('Titel')));
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    await act(async () => pressEscape());
    expect(screen.getByTestId('drawer').dataset.open).toBe('true');
    dialog.remove();
    await act(async () => pressEscape());
    expect(screen.getByTestId('drawer').dataset.open).toBe('false');
  });

  it('does nothing on Escape while closed', async () => {
    const changes: boolean[] = [];
    render(<Harness onOpenChange={(o) => changes.push(o)} />);
    await act(async () => pressEscape());
    expect(changes).toEqual([]);
  });
});

describe('the closed drawer when the window changes', () => {
  it('moves to its new closed place at once: no spring for what nobody did', async () => {
    render(<Harness />);
    const sheet = screen.getByTestId('drawer');
    const before = sheet.style.transform;
    await act(async () => {
      window.innerHeight = window.innerHeight + 200;
      window.dispatchEvent(new Event('resize'));
    });
    const at = sheet.style.transform;
    expect(at).not.toBe(before);
    // Where a spring would have ended up: the sheet is there already.
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(sheet.style.transform).toBe(at);
  });
});
