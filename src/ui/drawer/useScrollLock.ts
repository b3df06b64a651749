import { useEffect } from 'react';

/**
 * While `locked`, the page behind the drawer does not scroll: overflow hidden on both body
 * and the root element. The previous inline values come back on unlock and on unmount.
 */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { body, documentElement: root } = document;
    const saved = {
      body: body.style.overflow,
      root: root.style.overflow,
      bodyOverscroll: body.style.overscrollBehavior,
    };
    body.style.overflow = 'hidden';
    root.style.overflow = 'hidden';
    body.style.overscrollBehavior = 'none';
    return () => {
      body.style.overflow = saved.body;
      root.style.overflow = saved.root;
      body.style.overscrollBehavior = saved.bodyOverscroll;
    };
  }, [locked]);
}
