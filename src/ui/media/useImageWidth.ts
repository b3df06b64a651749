import { useEffect, useState } from 'react';
import { sizedImageUrl } from '../../domain/imageSizing.ts';
import { type ImageSlot, slotCssWidth } from '../../domain/imageSlots.ts';
import { onWindowEvents } from '../../lib/windowEvents.ts';
import { readWindowSize } from '../useWindowSize.ts';

/** Specification, "Carousel and media": image sizes follow a resize after 150 ms of quiet. */
export const RESIZE_DEBOUNCE_MS = 150;

interface Screen {
  width: number;
  dpr: number;
}

const readScreen = (): Screen => ({
  width: readWindowSize().width,
  dpr: typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1,
});

/** The viewport width and pixel ratio, updated 150 ms after the last resize. */
export function useDebouncedScreen(): Screen {
  const [screen, setScreen] = useState(readScreen);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onWindowEvents(['resize', 'orientationchange'], () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const next = readScreen();
        setScreen((prev) => (prev.width === next.width && prev.dpr === next.dpr ? prev : next));
      }, RESIZE_DEBOUNCE_MS);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, []);
  return screen;
}

/**
 * The URL to show `src` in `slot` on this screen: exactly what the offline pack holds
 * (domain/imageSlots.ts and imageSizing.ts). One URL per image, no srcset.
 */
export function useSizedImage(): (src: string, slot: ImageSlot) => string {
  const { width, dpr } = useDebouncedScreen();
  return (src, slot) => sizedImageUrl(src, slotCssWidth(slot, width), dpr);
}
