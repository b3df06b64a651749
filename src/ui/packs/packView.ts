import type { PackProblem, PackRow } from '../../db/rows.ts';

/**
 * What the download control shows for a route's pack row, derived in one place so the map's
 * pill, the control and the downloads screen agree.
 */
export type PackView =
  /** No pack, or only its plan: "Download for offline". */
  | { kind: 'absent'; bytes: number | null }
  | { kind: 'queued'; percent: number; refreshing: boolean }
  | {
      kind: 'downloading';
      percent: number;
      bytesDone: number;
      bytesTotal: number;
      refreshing: boolean;
    }
  | { kind: 'paused'; percent: number }
  | { kind: 'ready'; bytes: number }
  | { kind: 'failed'; problem: PackProblem; percent: number; missing: number };

/**
 * Percent done: by bytes when every size is known, else by files (a file of unknown size
 * would make the byte total jump). Never 100 before the worker says complete.
 */
export function packPercent(row: PackRow): number {
  const sizesKnown = row.files.length > 0 && row.files.every((f) => f.bytes !== undefined);
  const fraction =
    sizesKnown && row.bytes_total > 0
      ? row.bytes_done / row.bytes_total
      : row.files_total > 0
        ? row.files_done / row.files_total
        : 0;
  return Math.min(99, Math.max(0, Math.floor(fraction * 100)));
}

export function packView(row: PackRow | null | undefined): PackView {
  if (!row || row.state === 'none') {
    // A plan with some sizes unknown still shows what is known (a lower bound).
    return { kind: 'absent', bytes: row && row.bytes_total > 0 ? row.bytes_total : null };
  }
  const refreshing = row.ready_version !== null && row.ready_version !== row.version;
  switch (row.state) {
    case 'queued':
      return { kind: 'queued', percent: packPercent(row), refreshing };
    case 'downloading':
      return {
        kind: 'downloading',
        percent: packPercent(row),
        bytesDone: row.bytes_done,
        bytesTotal: row.bytes_total,
        refreshing,
      };
    case 'paused':
      return { kind: 'paused', percent: packPercent(row) };
    case 'complete':
      return { kind: 'ready', bytes: row.bytes_total };
    default:
      return {
        kind: 'failed',
        problem: row.error ?? 'file',
        percent: packPercent(row),
        missing: Math.max(0, row.files_total - row.files_done),
      };
  }
}
