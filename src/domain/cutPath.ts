/**
 * A URL path cut to at most `max` characters at a character boundary: never inside a `%XX`
 * escape, never between the escapes of one UTF-8 character (`%E2%80%8B` is one character),
 * never between the halves of a UTF-16 surrogate pair. What is left still decodes, and is a
 * prefix of the path.
 */
export function cutPath(path: string, max: number): string {
  if (path.length <= max) return path;
  let cut = path.slice(0, max);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  // A '%' in the last two places starts an escape the cut went through.
  const percent = cut.lastIndexOf('%');
  if (percent >= 0 && percent > cut.length - 3) cut = cut.slice(0, percent);
  return withoutPartialUtf8(cut);
}

const ESCAPE = /%([0-9a-f]{2})$/i;

/** Drops trailing escapes that begin a UTF-8 character the cut did not keep whole. */
function withoutPartialUtf8(path: string): string {
  // The trailing escapes, last first; a UTF-8 character is at most four bytes.
  const trailing: { at: number; byte: number }[] = [];
  let rest = path;
  while (trailing.length < 4) {
    const m = ESCAPE.exec(rest);
    if (!m) break;
    rest = rest.slice(0, -3);
    trailing.push({ at: rest.length, byte: Number.parseInt(m[1]!, 16) });
  }
  for (let i = 0; i < trailing.length; i++) {
    const { at, byte } = trailing[i]!;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: its lead comes earlier
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    // i + 1 bytes of this character are kept (it and the continuations after it).
    return i + 1 < length ? path.slice(0, at) : path;
  }
  return path;
}
