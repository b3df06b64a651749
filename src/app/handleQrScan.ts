import { recordQrScan } from '../actions/recordQrScan.ts';
import type { RoutegidsDB } from '../db/database.ts';
import { HOME_PATH, isQrScanPath } from './paths.ts';

/**
 * On a QR path: show '/' in its place at once (replaceState, synchronously, so the router's
 * first read is '/' and Back does not return to the scan URL), then log the scan. A failed
 * write is logged and the visitor still gets the map.
 */
export async function handleQrScan(
  db: RoutegidsDB,
  loc: Location = window.location,
): Promise<void> {
  if (!isQrScanPath(loc.pathname)) return;
  const scan = {
    pathname: loc.pathname,
    userAgent: navigator.userAgent,
    referrer: document.referrer,
  };
  window.history.replaceState(null, '', HOME_PATH);
  try {
    await recordQrScan(db, scan);
  } catch (error) {
    console.warn('Could not record the QR scan:', error);
  }
}
