import type { Table } from 'dexie';

/**
 * Reading and writing many rows inside one IndexedDB transaction in slices small enough that
 * no task on the main thread runs long (see the header of applyPull.ts for why one transaction
 * and why slices keep it consistent).
 *
 * IndexedDB does its disk work off the main thread; what the page pays for is the structured
 * clone of every value it writes (on `put`) and reads (when a result arrives), plus Dexie's
 * bookkeeping, all in the task that issues or receives the request. That cost grows with the
 * bytes of the rows, not their number: a story with a long article costs many times a route
 * stop. So a slice is cut by an estimate of its bytes (the lengths of its strings) as well as
 * by a row count. About 128 KB of strings is a few milliseconds of cloning on this machine,
 * well inside a 50 ms task even on a phone four times slower or a busy machine.
 */
export const SLICE_BYTES = 128 * 1024;
export const SLICE_ROWS = 250;

/** Per field: a number, a flag, the key itself; strings add their length. */
const FIELD_COST = 16;

/** A cheap estimate of a row's clone cost in bytes (no serialisation). */
export function rowWeight(row: object): number {
  let weight = 0;
  for (const value of Object.values(row)) {
    weight += FIELD_COST;
    if (typeof value === 'string') weight += value.length;
    else if (Array.isArray(value)) {
      for (const item of value) weight += FIELD_COST + (typeof item === 'string' ? item.length : 0);
    }
  }
  return weight;
}

/** Consecutive slices of `rows`, each at most `maxRows` rows and about `maxBytes` bytes. */
export function slices<T extends object>(
  rows: readonly T[],
  maxRows = SLICE_ROWS,
  maxBytes = SLICE_BYTES,
): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const row of rows) {
    const weight = rowWeight(row);
    if (current.length > 0 && (current.length >= maxRows || bytes + weight > maxBytes)) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += weight;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** Fixed-size slices of keys (keys are small: only their count matters). */
export function keySlices<K>(keys: readonly K[], size = 2_000): K[][] {
  const out: K[][] = [];
  for (let i = 0; i < keys.length; i += size) out.push(keys.slice(i, i + size));
  return out;
}

/**
 * Dexie tells live queries precisely which keys a write touched only for writes of fewer than
 * 50 rows; a larger bulkPut marks the whole table (and every index) as changed, so every
 * screen would re-render. Slices of 49 keep invalidation to the rows written. They cost about
 * twice the time, so a very large change (a cold start, a new entitlement) is written in
 * larger slices: most screens change then anyway, and they re-render once, at commit.
 */
const PRECISE_WRITE = 49;
const BULK_WRITE = 2_000;

export async function putInChunks<T extends object, K>(
  table: Table<T, K>,
  rows: T[],
): Promise<void> {
  if (rows.length === 0) return;
  const maxRows = rows.length > BULK_WRITE ? SLICE_ROWS : PRECISE_WRITE;
  for (const slice of slices(rows, maxRows)) await table.bulkPut(slice);
}

/** Deletes keys in slices; returns nothing (deletes carry no values to clone). */
export async function deleteInChunks<T, K>(table: Table<T, K>, keys: K[]): Promise<void> {
  for (const slice of keySlices(keys)) await table.bulkDelete(slice);
}
