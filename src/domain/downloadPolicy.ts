/**
 * Whether a pack may start downloading without asking: not on a metered or Save-Data
 * connection, where a walker pays for every megabyte ("Download for offline" then asks first).
 *
 * The Network Information API is partial: Chrome on Android reports `type` ('wifi',
 * 'cellular', …) and `saveData`; desktop Chrome reports `saveData` and `effectiveType` only;
 * Safari and Firefox report nothing. Unknown counts as not metered: a laptop at the hotel or a
 * phone on Wi-Fi should not be asked, and a browser that says nothing gives no reason to.
 */
export interface ConnectionInfo {
  saveData?: boolean | undefined;
  /** 'wifi', 'ethernet', 'cellular', 'bluetooth', 'wimax', 'other', 'none', 'unknown'. */
  type?: string | undefined;
  /** Some browsers and specs: the network says it is metered. */
  metered?: boolean | undefined;
}

const METERED_TYPES = new Set(['cellular', 'bluetooth', 'wimax']);

export function isMeteredConnection(c: ConnectionInfo | null | undefined): boolean {
  if (!c) return false;
  if (c.saveData === true || c.metered === true) return true;
  return typeof c.type === 'string' && METERED_TYPES.has(c.type);
}

/** Room for a pack: the space left must hold it and a margin for the app's own data. */
export const SPACE_MARGIN_BYTES = 5_000_000;

export function hasRoomFor(bytes: number, free: number | null): boolean {
  return free === null || free >= bytes + SPACE_MARGIN_BYTES;
}
