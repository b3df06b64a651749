/**
 * The images an article's HTML shows: the `src` of every `<img>`, in document order.
 *
 * domain/ has no DOMParser, and a regular expression over HTML misreads comments, quoted
 * '>' and script text. This is a small tokenizer that follows the WHATWG tokenizer where it
 * matters for finding start tags and their attributes:
 * - comments `<!-- … -->` (ended by `-->` or `--!>`; `<!-->` and `<!--->` are empty),
 *   doctypes, CDATA and processing instructions (`<!…>`, `<?…>`) are skipped;
 * - a tag name starts with an ASCII letter; anything else after '<' is text;
 * - attribute values are double-quoted, single-quoted or unquoted; a '>' inside quotes does
 *   not end the tag; the first of two attributes with the same name wins; a tag the input
 *   ends inside is dropped;
 * - the text of script, style, textarea, title, xmp, iframe, noembed, noframes and noscript
 *   is skipped up to its end tag, so markup inside it is not read; after `<plaintext>`
 *   everything is text;
 * - character references in values are decoded: numeric ones, and the named ones URLs
 *   contain (&amp; &lt; &gt; &quot; &apos; &nbsp;; the first four also without ';' unless a
 *   letter, digit or '=' follows, as browsers do in attributes). Other named references
 *   are left as written.
 */

const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
]);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};
/** Named references browsers also decode without ';' (legacy), when not followed by [A-Za-z0-9=]. */
const LEGACY = ['amp', 'quot', 'lt', 'gt'];

const isSpace = (c: string | undefined): boolean =>
  c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\r';
const isAsciiLetter = (c: string | undefined): boolean =>
  c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
const isAlnum = (c: string | undefined): boolean =>
  isAsciiLetter(c) || (c !== undefined && c >= '0' && c <= '9');

/** A numeric reference's character; invalid code points become U+FFFD, as in browsers. */
function fromCodePoint(cp: number): string {
  if (cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(cp);
}

/** Reads a numeric reference at `s[i] === '&'`, `s[i + 1] === '#'`; null if there is none. */
function numericReference(s: string, i: number): { text: string; end: number } | null {
  const hex = s[i + 2] === 'x' || s[i + 2] === 'X';
  let j = i + (hex ? 3 : 2);
  const start = j;
  const isDigit = (c: string | undefined): boolean =>
    c !== undefined &&
    ((c >= '0' && c <= '9') || (hex && ((c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))));
  while (isDigit(s[j])) j++;
  if (j === start) return null;
  const cp = Number.parseInt(s.slice(start, j), hex ? 16 : 10);
  if (s[j] === ';') j++;
  return { text: fromCodePoint(cp), end: j };
}

/** Reads a named reference at `s[i] === '&'`; null when it is not one we decode. */
function namedReference(s: string, i: number): { text: string; end: number } | null {
  let j = i + 1;
  while (isAlnum(s[j])) j++;
  const name = s.slice(i + 1, j);
  if (s[j] === ';' && name in NAMED) return { text: NAMED[name]!, end: j + 1 };
  for (const legacy of LEGACY) {
    const after = s[i + 1 + legacy.length];
    if (s.startsWith(legacy, i + 1) && !isAlnum(after) && after !== '=') {
      return { text: NAMED[legacy]!, end: i + 1 + legacy.length };
    }
  }
  return null;
}

/** An attribute value with its character references decoded. */
export function decodeAttribute(value: string): string {
  let out = '';
  let i = 0;
  while (i < value.length) {
    const amp = value.indexOf('&', i);
    if (amp < 0) return out + value.slice(i);
    out += value.slice(i, amp);
    const ref = value[amp + 1] === '#' ? numericReference(value, amp) : namedReference(value, amp);
    if (ref) {
      out += ref.text;
      i = ref.end;
    } else {
      out += '&';
      i = amp + 1;
    }
  }
  return out;
}

interface Tag {
  name: string;
  attributes: Map<string, string>;
  /** Index just after the tag's '>' (or the end of the input). */
  end: number;
  /** False when the input ends inside the tag: browsers then drop the tag. */
  closed: boolean;
}

/** Reads a start or end tag's name and attributes from `s[i]`, just after '<' or '</'. */
function readTag(s: string, i: number): Tag {
  let j = i;
  while (j < s.length && !isSpace(s[j]) && s[j] !== '/' && s[j] !== '>') j++;
  const name = s.slice(i, j).toLowerCase();
  const attributes = new Map<string, string>();
  while (j < s.length) {
    while (isSpace(s[j]) || s[j] === '/') j++;
    if (j >= s.length || s[j] === '>') break;
    const nameStart = j;
    j++; // A name may start with '=' (the tokenizer keeps it as part of the name).
    while (j < s.length && !isSpace(s[j]) && s[j] !== '/' && s[j] !== '>' && s[j] !== '=') j++;
    const attrName = s.slice(nameStart, j).toLowerCase();
    let k = j;
    while (isSpace(s[k])) k++;
    let value = '';
    if (s[k] === '=') {
      k++;
      while (isSpace(s[k])) k++;
      const quote = s[k];
      if (quote === '"' || quote === "'") {
        const close = s.indexOf(quote, k + 1);
        const stop = close < 0 ? s.length : close;
        value = s.slice(k + 1, stop);
        k = stop + 1;
      } else {
        const start = k;
        while (k < s.length && !isSpace(s[k]) && s[k] !== '>') k++;
        value = s.slice(start, k);
      }
      j = k;
    }
    if (!attributes.has(attrName)) attributes.set(attrName, decodeAttribute(value));
  }
  return { name, attributes, end: Math.min(s.length, j + 1), closed: s[j] === '>' };
}

/** Index just after a raw-text element's end tag `</name` (or the end of the input). */
function skipRawText(s: string, lower: string, from: number, name: string): number {
  let i = from;
  for (;;) {
    const at = lower.indexOf(`</${name}`, i);
    if (at < 0) return s.length;
    const after = s[at + 2 + name.length];
    if (after === undefined || isSpace(after) || after === '/' || after === '>') {
      return readTag(s, at + 2).end;
    }
    i = at + 2;
  }
}

/** Index just after a comment or other `<!…>` / `<?…>` markup starting at `s[i] === '<'`. */
function skipMarkup(s: string, i: number): number {
  if (s.startsWith('<!--', i)) {
    if (s.startsWith('>', i + 4)) return i + 5;
    if (s.startsWith('->', i + 4)) return i + 6;
    const ends = [s.indexOf('-->', i + 4), s.indexOf('--!>', i + 4)].filter((e) => e >= 0);
    if (ends.length === 0) return s.length;
    const end = Math.min(...ends);
    return end + (s.startsWith('-->', end) ? 3 : 4);
  }
  const close = s.indexOf('>', i);
  return close < 0 ? s.length : close + 1;
}

/** ASCII whitespace browsers strip around a URL attribute. */
const trimUrl = (v: string): string => v.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');

/** The non-empty `src` of every `<img>` in `html`, in order, decoded and trimmed. */
export function articleImageSources(html: string | null | undefined): string[] {
  if (!html) return [];
  const sources: string[] = [];
  // ASCII-only lowering keeps every index in step with `html` ('İ'.toLowerCase() is 2 units).
  const lower = html.replace(/[A-Z]/g, (c) => c.toLowerCase());
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    const next = html[lt + 1];
    if (next === '!' || next === '?') {
      i = skipMarkup(html, lt);
    } else if (next === '/') {
      // '</>' is dropped; '</' before anything but a letter opens a bogus comment up to '>'.
      if (isAsciiLetter(html[lt + 2])) i = readTag(html, lt + 2).end;
      else i = html[lt + 2] === '>' ? lt + 3 : skipMarkup(html, lt);
    } else if (isAsciiLetter(next)) {
      const tag = readTag(html, lt + 1);
      i = tag.end;
      if (!tag.closed) break;
      if (tag.name === 'img') {
        const src = trimUrl(tag.attributes.get('src') ?? '');
        if (src !== '') sources.push(src);
      } else if (tag.name === 'plaintext') {
        break;
      } else if (RAW_TEXT.has(tag.name)) {
        i = skipRawText(html, lower, i, tag.name);
      }
    } else {
      i = lt + 1;
    }
  }
  return sources;
}
