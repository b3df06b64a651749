/**
 * Runs `read` once the element has been laid out in the coming frame: a ResizeObserver's first
 * report comes after the frame's layout, so what `read` measures costs no layout of its own.
 * Without ResizeObserver (jsdom) it runs at once. Returns a cancel.
 */
export function afterLayout(element: Element, read: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') {
    read();
    return () => {};
  }
  const observer = new ResizeObserver(() => {
    observer.disconnect();
    read();
  });
  observer.observe(element);
  return () => observer.disconnect();
}
