import type { ConnectionInfo } from '../domain/downloadPolicy.ts';

/** The Network Information API where the browser has it (Chrome, Android WebView), else null. */
export function readConnection(): ConnectionInfo | null {
  if (typeof navigator === 'undefined') return null;
  const c = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (!c) return null;
  return { saveData: c.saveData, type: c.type, metered: c.metered };
}
