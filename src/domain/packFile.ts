/** One file of an offline route pack, and the small operations on a list of them. */

export type PackFileKind =
  | 'audio'
  | 'image'
  | 'poster'
  | 'video'
  | 'inline-image'
  | 'style'
  | 'tilejson'
  | 'sprite'
  | 'glyphs'
  | 'tile'
  | 'pmtiles'
  | 'geojson';

export interface PackFile {
  /** The URL exactly as the page or the map will request it (may be relative to the app). */
  url: string;
  kind: PackFileKind;
  /** Size in bytes when the catalogue or the caller knows it. */
  bytes?: number;
}

/**
 * Each URL once, at its first place in the list (so the order the list was built in is the
 * download order). A size known for any copy is kept.
 */
export function dedupeFiles(files: readonly PackFile[]): PackFile[] {
  const byUrl = new Map<string, PackFile>();
  for (const file of files) {
    const seen = byUrl.get(file.url);
    if (!seen) byUrl.set(file.url, { ...file });
    else if (seen.bytes === undefined && file.bytes !== undefined) seen.bytes = file.bytes;
  }
  return [...byUrl.values()];
}

/** Files, the bytes of those whose size is known, and how many sizes are unknown. */
export function packSize(files: readonly PackFile[]): {
  files: number;
  knownBytes: number;
  unknown: number;
} {
  let knownBytes = 0;
  let unknown = 0;
  for (const f of files) {
    if (f.bytes === undefined) unknown++;
    else knownBytes += f.bytes;
  }
  return { files: files.length, knownBytes, unknown };
}
