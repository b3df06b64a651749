/** jsdom has no ResizeObserver; the drawer and the carousel measure with one. A silent one. */
export function stubResizeObserver(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
