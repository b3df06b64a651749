/**
 * Reads the device's time zone name. Its own thread: the first Intl.DateTimeFormat of a page
 * loads the time zone data, a 30-40 ms task on a desktop and four times that on a phone.
 */
let zone: string | null = null;
try {
  zone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
} catch {
  zone = null;
}
// The app's types are the page's (DOM); a worker's postMessage takes no target origin.
(self as unknown as { postMessage(message: unknown): void }).postMessage(zone);
