import { recordQrScan } from '../actions/recordQrScan.ts';
import type { RoutegidsDB } from '../db/database.ts';
import { HOME_PATH, isQrScanPath } from './paths.ts';

/**
 * On a QR path: log the scan, then show '/' in its place (replaceState, so Back does not
 * return to the scan URL). A failed write is logged and the visitor still gets the map.
 */
export async function handleQrScan(
  db: RoutegidsDB,
  loc: Location = window.location,
): Promise<void> {
  if (!isQrScanPath(loc.pathname)) return;
  try {
    await recordQrScan(db, {
      pathname: loc.pathname,
      userAgent: navigator.userAgent,
      referrer: document.referrer,
    });
  } catch (error) {
    console.warn('Could not record the QR scan:', error);
  }
  window.history.replaceState(null, '', HOME_PATH);
}
