/**
 * Image sizing: which width to ask the media server for, and the URL that asks for it.
 *
 * The specification fixes six breakpoints (xs 320, sm 576, md 768, lg 992, xl 1200,
 * xxl 1400) and quality 80, passed as the query parameters `w` and `q`. A slot drawn
 * `cssWidth` CSS pixels wide on a screen with `dpr` device pixels per CSS pixel needs
 * cssWidth × dpr image pixels; we ask for the smallest breakpoint at least that wide, and
 * for the largest when none is (the server has nothing bigger to give).
 *
 * Why one `src` and no `srcset`: the offline pack (packList.ts) must hold exactly the files
 * the page will ask for. With `srcset` the browser picks a candidate by rules of its own
 * (cached candidates, data saver, zoom), so the page could ask for a width the pack never
 * fetched and show a broken image offline. Snapping to a breakpoint keeps the number of
 * distinct URLs small, so the HTTP cache and the pack share them.
 */

/** The specification's breakpoints, smallest first. */
export const IMAGE_BREAKPOINTS = [320, 576, 768, 992, 1200, 1400] as const;

/** The specification's default image quality. */
export const IMAGE_QUALITY = 80;

const SMALLEST = IMAGE_BREAKPOINTS[0];
const LARGEST = IMAGE_BREAKPOINTS[IMAGE_BREAKPOINTS.length - 1]!;

/**
 * The image width to request for a slot `cssWidth` CSS pixels wide at device pixel ratio
 * `dpr`: the smallest breakpoint ≥ cssWidth × dpr, capped at the largest. A missing or
 * nonsensical width gives the smallest breakpoint; a missing or nonsensical ratio counts
 * as 1 (a plain screen).
 */
export function requestWidth(cssWidth: number, dpr = 1): number {
  const ratio = Number.isFinite(dpr) && dpr > 0 ? dpr : 1;
  if (!Number.isFinite(cssWidth) || cssWidth <= 0) return SMALLEST;
  // Rounding to a thousandth absorbs float noise (e.g. 2.625 × 390 = 1023.7500000000001).
  const needed = Math.round(cssWidth * ratio * 1000) / 1000;
  return IMAGE_BREAKPOINTS.find((b) => b >= needed) ?? LARGEST;
}

/** URLs the browser already holds in memory: nothing to resize or download. */
const IN_MEMORY = /^(data|blob):/i;

/** The (form-decoded) name of one `name=value` pair of a raw query string. */
function paramName(pair: string): string {
  const name = pair.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * `src` with `w` and `q` set. Other query parameters are kept byte for byte, in their order
 * (a signed URL stays valid), an existing `w` or `q` is replaced, and the fragment stays at
 * the end. Relative URLs stay relative. data: and blob: URLs come back unchanged.
 */
export function imageUrl(src: string, width: number, quality: number = IMAGE_QUALITY): string {
  if (src === '' || IN_MEMORY.test(src.trim())) return src;
  const hashAt = src.indexOf('#');
  const fragment = hashAt >= 0 ? src.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? src.slice(0, hashAt) : src;
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const query = queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '';
  const kept = query
    .split('&')
    .filter((pair) => pair !== '' && !['w', 'q'].includes(paramName(pair)));
  kept.push(`w=${Math.round(width)}`, `q=${Math.round(quality)}`);
  return `${base}?${kept.join('&')}${fragment}`;
}

/**
 * The URL to show `src` in a slot `cssWidth` CSS pixels wide at ratio `dpr`. The page and
 * the pack list both call this, so they agree on every image URL.
 */
export function sizedImageUrl(
  src: string,
  cssWidth: number,
  dpr = 1,
  quality: number = IMAGE_QUALITY,
): string {
  return imageUrl(src, requestWidth(cssWidth, dpr), quality);
}
