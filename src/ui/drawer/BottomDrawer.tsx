import './drawer.css';
import {
  AnimatePresence,
  animate,
  motion,
  type PanInfo,
  useDragControls,
  useMotionValue,
} from 'motion/react';
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  type TouchEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useReducedMotion } from '../useReducedMotion.ts';
import { useWindowSize } from '../useWindowSize.ts';
import { DrawerFooterBar } from './DrawerFooterBar.tsx';
import {
  BOOK_EXTRA_PX,
  DRAG_ELASTIC,
  DRAWER_PEEK_PX,
  drawerHeight,
  FOOTER_HEIGHT_PX,
  MAX_WIDTH_PX,
  NO_DRAG_SELECTOR,
  OVERLAY_FADE_S,
  OVERLAY_OPACITY,
  openAfterDrag,
  PULL_DOWN_CLOSE_PX,
  SPRING,
  Z_DRAWER,
  Z_OVERLAY,
} from './drawerConfig.ts';
import { useScrollLock } from './useScrollLock.ts';

export interface BottomDrawerProps {
  open: boolean;
  /** Fired on every change, whatever caused it. */
  onOpenChange: (open: boolean) => void;
  /** Fired when the drawer opens (by tap, drag or flick). */
  onSwipeUp?: () => void;
  /** What peeks out when closed: handle, title, description. Tapping it toggles. */
  header: ReactNode;
  children: ReactNode;
  /** The fixed bar under the sheet (callers may also render DrawerFooterBar themselves). */
  footer?: ReactNode;
  peek?: number;
  /** Narrow screens only: open to the full window height instead of 70%. */
  full?: boolean;
  /** Book routes: as tall as header + content + 50 px, and the content does not scroll. */
  variant?: 'default' | 'book';
  toggleLabel: string;
}

/**
 * Escape closes the open drawer (unless a modal screen above it takes the key) and gives the
 * focus back to where it was when the drawer opened, or to the header that toggles it.
 */
function useEscapeToClose(
  open: boolean,
  close: () => void,
  header: RefObject<HTMLElement | null>,
): void {
  const opener = useRef<Element | null>(null);
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) return;
    opener.current = document.activeElement;
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      if (document.querySelector('dialog[open]')) return;
      e.preventDefault();
      closeRef.current();
      const back = opener.current;
      const target =
        back instanceof HTMLElement && back !== document.body && back.isConnected
          ? back
          : header.current;
      target?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, header]);
}

const INSTANT = { duration: 0 } as const;

const isNoDragTarget = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest(NO_DRAG_SELECTOR) !== null;

/** Height of the measured element, kept current with a ResizeObserver. */
function useMeasuredHeight(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!enabled || !el) return;
    const measure = () => setHeight(el.offsetHeight);
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    measure();
    return () => observer.disconnect();
  }, [enabled]);
  return [ref, height] as const;
}

/**
 * Height the content needs: its inner body (which grows and shrinks with what it holds, where
 * the scroll box itself keeps the sheet's size) plus the scroll box's own padding.
 */
function useContentHeight(enabled: boolean) {
  const box = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const outer = box.current;
    const inner = body.current;
    if (!enabled || !outer || !inner) return;
    const measure = () => {
      const style = getComputedStyle(outer);
      const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
      setHeight(Math.ceil(inner.getBoundingClientRect().height + (padding || 0)));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(inner);
    measure();
    return () => observer.disconnect();
  }, [enabled]);
  return [box, body, height] as const;
}

/**
 * The bottom sheet of the map screen. Closed, only its header peeks out above the footer;
 * open, it covers 70% (narrow) or 60% (wide) of the window over a dimmed overlay and the page
 * behind it is scroll-locked. Opened and closed by tapping the header, by dragging from the
 * header (50 px, or a flick of 300 px/s, else it snaps to the nearer half), by tapping the
 * overlay, or by pulling the content down 80 px while it is scrolled to the top.
 */
export function BottomDrawer({
  open,
  onOpenChange,
  onSwipeUp,
  header,
  children,
  footer,
  peek = DRAWER_PEEK_PX,
  full = false,
  variant = 'default',
  toggleLabel,
}: BottomDrawerProps) {
  const { width, height: windowHeight } = useWindowSize();
  const book = variant === 'book';
  const [headerRef, headerHeight] = useMeasuredHeight(book);
  const [contentRef, bodyRef, contentHeight] = useContentHeight(book);

  const bookHeight = headerHeight + contentHeight + BOOK_EXTRA_PX + FOOTER_HEIGHT_PX;
  // A book route's story taller than the window is the one case its content may scroll:
  // clipped, its end could not be read at all.
  const bookOverflows = book && bookHeight > windowHeight;
  const totalHeight = book
    ? Math.min(windowHeight, bookHeight)
    : drawerHeight(width, windowHeight, full);
  const sheetHeight = Math.max(peek, totalHeight - FOOTER_HEIGHT_PX);
  const closedY = sheetHeight - peek;

  const y = useMotionValue(open ? 0 : closedY);
  const dragControls = useDragControls();
  const dragged = useRef(false);
  const pull = useRef<{ startY: number; fromTop: boolean } | null>(null);

  useScrollLock(open);
  // Less motion asked for: the sheet and the overlay jump to where they go.
  const reduced = useReducedMotion();
  const spring = reduced ? INSTANT : SPRING;
  useEscapeToClose(open, () => setOpen(false), headerRef);

  // Opening and closing spring; a new closed height (the window or the content measured
  // anew, as on start-up) only moves the sheet there: no animation frames for what nobody did.
  const wasOpen = useRef(open);
  useEffect(() => {
    const toggled = wasOpen.current !== open;
    wasOpen.current = open;
    if (!toggled && !y.isAnimating()) {
      y.set(open ? 0 : closedY);
      return;
    }
    const controls = animate(y, open ? 0 : closedY, spring);
    return () => controls.stop();
  }, [open, closedY, y, spring]);

  const setOpen = (next: boolean) => {
    if (next !== open) {
      onOpenChange(next);
      if (next) onSwipeUp?.();
      return;
    }
    // Same state after a drag: spring back to where it belongs.
    animate(y, open ? 0 : closedY, spring);
  };

  const onHeaderPointerDown = (e: PointerEvent) => {
    dragged.current = false;
    if (isNoDragTarget(e.target)) return;
    dragControls.start(e);
  };

  const onHeaderClick = (e: MouseEvent) => {
    if (dragged.current || isNoDragTarget(e.target)) return;
    setOpen(!open);
  };

  const onHeaderKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    setOpen(!open);
  };

  const onDragEnd = (_: unknown, info: PanInfo) => {
    setOpen(
      openAfterDrag({
        open,
        offsetY: info.offset.y,
        velocityY: info.velocity.y,
        y: y.get(),
        closedY,
      }),
    );
  };

  const onContentTouchStart = (e: TouchEvent<HTMLDivElement>) => {
    const touch = e.touches[0];
    pull.current = touch
      ? { startY: touch.clientY, fromTop: e.currentTarget.scrollTop <= 0 }
      : null;
  };

  const onContentTouchMove = (e: TouchEvent) => {
    const touch = e.touches[0];
    const start = pull.current;
    if (!open || !touch || !start?.fromTop) return;
    if (touch.clientY - start.startY > PULL_DOWN_CLOSE_PX) {
      pull.current = null;
      setOpen(false);
    }
  };

  return (
    <>
      <AnimatePresence>
        {open && (
          <motion.div
            key="overlay"
            className="drawer-overlay"
            data-testid="drawer-overlay"
            style={{ zIndex: Z_OVERLAY }}
            initial={{ opacity: 0 }}
            animate={{ opacity: OVERLAY_OPACITY }}
            exit={{ opacity: 0 }}
            transition={{ duration: reduced ? 0 : OVERLAY_FADE_S }}
            onClick={() => setOpen(false)}
          />
        )}
      </AnimatePresence>
      <motion.section
        className="drawer"
        data-testid="drawer"
        data-open={open}
        style={{
          y,
          height: sheetHeight,
          bottom: FOOTER_HEIGHT_PX,
          maxWidth: MAX_WIDTH_PX,
          zIndex: Z_DRAWER,
        }}
        drag="y"
        dragListener={false}
        dragControls={dragControls}
        dragConstraints={{ top: 0, bottom: closedY }}
        dragElastic={DRAG_ELASTIC}
        dragMomentum={false}
        onDragStart={() => {
          dragged.current = true;
        }}
        onDragEnd={onDragEnd}
      >
        {/* A div, not a button: a drag starting on a button must not move the drawer. */}
        {/* biome-ignore lint/a11y/useSemanticElements: see above; role, tabIndex and keys make it one. */}
        <div
          ref={headerRef}
          className="drawer__header"
          data-testid="drawer-header"
          role="button"
          tabIndex={0}
          aria-expanded={open}
          style={{ minHeight: peek }}
          onPointerDown={onHeaderPointerDown}
          onClick={onHeaderClick}
          onKeyDown={onHeaderKeyDown}
        >
          <span className="drawer__handle" aria-hidden="true" />
          <span className="visually-hidden">{toggleLabel}</span>
          {header}
        </div>
        <div
          ref={contentRef}
          className="drawer__content"
          data-testid="drawer-content"
          style={{ overflowY: open && (!book || bookOverflows) ? 'auto' : 'hidden' }}
          aria-hidden={!open}
          onTouchStart={onContentTouchStart}
          onTouchMove={onContentTouchMove}
        >
          <div ref={bodyRef} className="drawer__body">
            {children}
          </div>
        </div>
      </motion.section>
      {footer && <DrawerFooterBar>{footer}</DrawerFooterBar>}
    </>
  );
}
