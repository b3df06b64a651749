import type { RoutegidsDB } from '../db/database.ts';
import { cutPath } from '../domain/cutPath.ts';
import type { QrScanOpPayload } from '../domain/ops.ts';
import { enqueueOp } from '../sync/outbox.ts';

/** The server stores this much of a scanned path; longer ones are cut here, where it is safe. */
export const QR_PATH_MAX_LENGTH = 1024;

export interface QrScan {
  pathname: string;
  userAgent: string;
  referrer: string;
}

/**
 * A visitor arrived through a QR code (any path other than '/'). The scan is queued in the
 * outbox, offline or not, and the sync engine uploads it; the op id becomes the qr_scans row
 * id, so a retried upload is not counted twice. Returns that id.
 */
export async function recordQrScan(
  db: RoutegidsDB,
  scan: QrScan,
  now = new Date(),
): Promise<string> {
  const id = crypto.randomUUID();
  const payload: QrScanOpPayload = {
    pathname: cutPath(scan.pathname, QR_PATH_MAX_LENGTH),
    user_agent: scan.userAgent,
    referrer: scan.referrer,
  };
  await enqueueOp(db, {
    id,
    kind: 'qr_scan',
    payload,
    at: now.toISOString(),
    user_id: null,
  });
  return id;
}
