/**
 * Glyph ranges: which 256-code-point blocks of a font a map needs to draw its labels.
 *
 * MapLibre fetches glyphs as signed-distance-field PBFs, one file per font stack and block
 * of 256 code points (`{fontstack}/{start}-{end}.pbf`), and only for the code points it is
 * about to draw. A label with a character from an uncached block shows that character
 * blank offline, so the pack holds every block the walk's texts can touch: street and place
 * names around Amsterdam in Dutch and English, with their punctuation.
 */

/**
 * The characters Dutch and English labels use: printable ASCII, the accented letters of
 * both languages (café, reünie, één, naïef, coördinaat), the Dutch ij ligature, the euro
 * and the typographic quotes, dashes, ellipsis and bullet that edited text contains.
 */
export const DUTCH_ENGLISH_CHARACTERS: string =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~' +
  '\u00a0¡«°·»¿ÀÁÂÄÇÈÉÊËÌÍÎÏÑÒÓÔÖÙÚÛÜàáâäçèéêëìíîïñòóôöùúûü×' +
  'ĲĳŒœ' +
  '‘’‚“”„–—…•€';

/** Code points per glyph file. */
const BLOCK = 256;

/** The highest code point a glyph range can hold (the Basic Multilingual Plane). */
const MAX_GLYPH = 0xffff;

/**
 * The glyph ranges ('0-255', '256-511', …) that cover every character of `text`, in
 * ascending order. Characters above the Basic Multilingual Plane are skipped: MapLibre
 * does not fetch glyphs for them.
 */
export function glyphRanges(text: string): string[] {
  const blocks = new Set<number>();
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp <= MAX_GLYPH) blocks.add(Math.floor(cp / BLOCK));
  }
  return [...blocks].sort((a, b) => a - b).map((b) => `${b * BLOCK}-${b * BLOCK + BLOCK - 1}`);
}

/**
 * A glyph file's URL from the style's `glyphs` template, built as MapLibre builds it
 * (glyph_manager.ts): the font stack's fonts joined with ',' replace `{fontstack}` and the
 * range replaces `{range}`, unencoded; fetch() encodes the spaces.
 */
export function glyphUrl(template: string, fontStack: string, range: string): string {
  return template.replace('{fontstack}', fontStack).replace('{range}', range);
}
