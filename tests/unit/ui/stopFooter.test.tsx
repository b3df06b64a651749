// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../src/i18n/i18n.ts';
import { StopFooter } from '../../../src/ui/drawer/StopFooter.tsx';

beforeAll(() => {
  initI18n('nl');
});
afterEach(cleanup);

describe('the footer', () => {
  it('shows "n / total" and disables previous on the first stop', () => {
    render(<StopFooter index={0} total={8} onStep={() => {}} />);
    expect(screen.getByTestId('counter').textContent).toBe('1 / 8');
    expect((screen.getByTestId('previous') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('next') as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables next on the last stop', () => {
    render(<StopFooter index={7} total={8} onStep={() => {}} />);
    expect(screen.getByTestId('counter').textContent).toBe('8 / 8');
    expect((screen.getByTestId('next') as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for the neighbouring stop', () => {
    const onStep = vi.fn();
    render(<StopFooter index={3} total={8} onStep={onStep} />);
    fireEvent.click(screen.getByTestId('next'));
    fireEvent.click(screen.getByTestId('previous'));
    expect(onStep.mock.calls).toEqual([[4], [2]]);
  });
});

describe('the footer for screen readers', () => {
  it('announces each step in words through a live region', () => {
    const { rerender } = render(<StopFooter index={0} total={8} onStep={() => {}} />);
    const live = screen.getByRole('status');
    expect(live.textContent).toBe('Stop 1 van 8');
    expect(live.getAttribute('aria-atomic')).toBe('true');
    rerender(<StopFooter index={2} total={8} onStep={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('Stop 3 van 8');
    // The visible "3 / 8" is not read a second time.
    expect(screen.getByTestId('counter').getAttribute('aria-hidden')).toBe('true');
  });
});
