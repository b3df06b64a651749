/** Content types that are never shown (the server never serves them either). */
export const HIDDEN_CONTENT_TYPES: readonly string[] = ['nvt', 'Publicaties', 'Archived'];

const HIDDEN = new Set(HIDDEN_CONTENT_TYPES.map((t) => t.toLowerCase()));

/**
 * True for nvt, Publicaties and Archived. Compared trimmed and case-insensitively because
 * the values are typed by hand in the CMS; null or empty is not hidden.
 */
export function isHiddenContentType(ct: string | null | undefined): boolean {
  if (ct == null) return false;
  return HIDDEN.has(ct.trim().toLowerCase());
}
