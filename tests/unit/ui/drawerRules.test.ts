import { describe, expect, it } from 'vitest';
import { openDrawerStopY } from '../../../src/domain/mapFraming.ts';
import { drawerHeight, openAfterDrag } from '../../../src/ui/drawer/drawerConfig.ts';

const closedY = 500;

describe('where the drawer ends up after a drag', () => {
  it('toggles on a drag of 50 px or more in that direction', () => {
    expect(openAfterDrag({ open: false, offsetY: -50, velocityY: 0, y: 450, closedY })).toBe(true);
    expect(openAfterDrag({ open: true, offsetY: 50, velocityY: 0, y: 50, closedY })).toBe(false);
  });

  it('toggles on a flick of 300 px/s even when the drag was short', () => {
    expect(openAfterDrag({ open: false, offsetY: -10, velocityY: -300, y: 490, closedY })).toBe(
      true,
    );
    expect(openAfterDrag({ open: true, offsetY: 10, velocityY: 300, y: 10, closedY })).toBe(false);
  });

  it('follows the flick when it contradicts the distance dragged', () => {
    expect(openAfterDrag({ open: false, offsetY: 60, velocityY: -800, y: 500, closedY })).toBe(
      true,
    );
  });

  it('snaps to the nearer half below both thresholds', () => {
    expect(openAfterDrag({ open: false, offsetY: -49, velocityY: -299, y: 240, closedY })).toBe(
      true,
    );
    expect(openAfterDrag({ open: false, offsetY: -49, velocityY: -299, y: 260, closedY })).toBe(
      false,
    );
    expect(openAfterDrag({ open: true, offsetY: 20, velocityY: 100, y: 20, closedY })).toBe(true);
  });
});

describe('how tall the open drawer is', () => {
  it('is 70% of the window on narrow screens, all of it in full mode, 60% on wider ones', () => {
    expect(drawerHeight(390, 844, false)).toBe(591);
    expect(drawerHeight(390, 844, true)).toBe(844);
    expect(drawerHeight(767, 1000, false)).toBe(700);
    expect(drawerHeight(768, 1000, false)).toBe(600);
    expect(drawerHeight(1280, 800, true)).toBe(480);
  });
});

describe('where the map puts the active stop with the drawer open', () => {
  // The open sheet covers 70% (narrow) or 60% (wide) of the height: 15% and 20% from the top
  // are the middles of the strips it leaves, so the stop is never under it.
  it('at 15% of the height from the top under 768 px wide and 20% from 768 px', () => {
    expect(openDrawerStopY({ width: 390, height: 844 })).toBe(127);
    expect(openDrawerStopY({ width: 767, height: 1000 })).toBe(150);
    expect(openDrawerStopY({ width: 768, height: 1000 })).toBe(200);
    expect(openDrawerStopY({ width: 390, height: 844 })).toBeLessThan(
      844 - drawerHeight(390, 844, false),
    );
  });
});
