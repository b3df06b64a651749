/** Title lengths from the specification: 44 under 640 px wide, 55 under 1024 px, else 70. */
export function titleLimitForWidth(width: number): 44 | 55 | 70 {
  if (width < 640) return 44;
  if (width < 1024) return 55;
  return 70;
}

/**
 * The characters a reader sees (grapheme clusters), so a flag or an accented letter typed as
 * two code points is never cut in half. Falls back to code points where Intl.Segmenter is
 * missing (Firefox before 125).
 */
let segmenter: Intl.Segmenter | undefined;

function characters(text: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return Array.from(text);
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/**
 * The title cut to the limit for this viewport width with '...' appended, or unchanged when
 * it fits. Spaces left at the cut are dropped so it never reads "word ...".
 */
export function truncateTitle(title: string, width: number): string {
  const limit = titleLimitForWidth(width);
  // A string never has more characters than UTF-16 units: most titles are decided without
  // building a segmenter, which costs a long task on a slow phone the first time.
  if (title.length <= limit) return title;
  const chars = characters(title);
  if (chars.length <= limit) return title;
  return `${chars.slice(0, limit).join('').trimEnd()}...`;
}
