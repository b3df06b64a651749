/**
 * The window events the app follows: connectivity (the sync engine and the sync status both
 * read it here, so they never disagree) and size. Outside a browser (tests, prerender) there
 * is nothing to listen to and the browser counts as online.
 */

/** Calls `handler` on each of `events`; returns the function that stops listening. */
export function onWindowEvents(events: string[], handler: (event: Event) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  for (const name of events) window.addEventListener(name, handler);
  return () => {
    for (const name of events) window.removeEventListener(name, handler);
  };
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine !== false;
}

/** Calls `cb` with the new state when the browser goes online or offline. */
export function onOnlineChange(cb: (online: boolean) => void): () => void {
  return onWindowEvents(['online', 'offline'], (event) => cb(event.type === 'online'));
}
