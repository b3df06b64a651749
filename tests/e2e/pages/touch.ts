import type { CDPSession, Page } from 'playwright-core';

const sessions = new WeakMap<Page, Promise<CDPSession>>();

function cdp(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/**
 * A finger moves from `from` to `to` in `steps` over about `ms` milliseconds, then lifts: a
 * real touch sequence (touchstart, touchmove…, touchend), as a phone sends it.
 */
export async function swipe(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  { steps = 10, ms = 200 } = {},
): Promise<void> {
  const session = await cdp(page);
  const point = (x: number, y: number) => [{ x, y, id: 1, radiusX: 2, radiusY: 2, force: 1 }];
  await session.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: point(from.x, from.y),
  });
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t),
    });
    await page.waitForTimeout(ms / steps);
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes overlap by more than a hair (1 px: shadows and anti-aliasing). */
export function overlaps(a: Box, b: Box): boolean {
  const e = 1;
  return (
    a.x + e < b.x + b.width &&
    b.x + e < a.x + a.width &&
    a.y + e < b.y + b.height &&
    b.y + e < a.y + a.height
  );
}
