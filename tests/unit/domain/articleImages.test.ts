import { type DefaultTreeAdapterTypes, parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { articleImageSources, decodeAttribute } from '../../../src/domain/articleImages.ts';

/** The reference: the WHATWG parser (parse5, what jsdom uses), walked for <img src>. */
function parse5Sources(html: string): string[] {
  const out: string[] = [];
  const walk = (node: DefaultTreeAdapterTypes.ParentNode | DefaultTreeAdapterTypes.ChildNode) => {
    if (node.nodeName === 'img' && 'attrs' in node) {
      const src = node.attrs
        .find((a) => a.name === 'src')
        ?.value.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');
      if (src) out.push(src);
    }
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(parseFragment(html));
  return out;
}

/**
 * Pieces of markup to shuffle. Foreign content (svg, math), select and template are left
 * out: their rules belong to tree construction, and the article sanitizer removes them.
 */
const PIECES = [
  '<img src="/a.jpg">',
  "<img src='/b.jpg' alt='>'>",
  '<img src=/c.jpg>',
  '<!--',
  '-->',
  '<script>',
  '</script>',
  '<p>',
  '</p>',
  '<',
  '>',
  '"',
  "'",
  ' ',
  'x',
  '=',
  '&amp;',
  '&#47;',
  '<textarea>',
  '</textarea>',
  '<style>',
  '</style>',
  '<!x>',
  '</ ',
  '<img',
  ' src=',
  '/d.jpg',
  '<title>',
  '</title>',
  '<noscript>',
  '</noscript>',
  '<img alt="a" src="/e.jpg?x=1&amp;y=2">',
  '<table>',
  '<iframe>',
  '</iframe>',
  '<img src="',
  '&#',
  '&lt',
  '<IMG SRC=',
  '/>',
  '\n',
  '<!--->',
  '--!>',
  '<xmp>',
  '</xmp>',
  '<plaintext>',
  '&quot;',
];

describe('articleImageSources', () => {
  it('finds the images of rich text as the content source writes it', () => {
    const html =
      '<p>Intro</p><figure class="w-richtext-figure-type-image"><div>' +
      '<img src="https://cdn.example.org/a.jpg" loading="lazy" alt="De gevel"></div>' +
      '<figcaption>Foto</figcaption></figure><p>Meer <IMG SRC=/b.webp ALT=x> tekst</p>';
    expect(articleImageSources(html)).toEqual(['https://cdn.example.org/a.jpg', '/b.webp']);
  });

  it('reads double-quoted, single-quoted and unquoted values, with spaces around =', () => {
    expect(
      articleImageSources(`<img src='/a.jpg'><img src = "/b.jpg" ><img alt=x src=/c.jpg>`),
    ).toEqual(['/a.jpg', '/b.jpg', '/c.jpg']);
  });

  it("is not fooled by '>' inside a quoted value", () => {
    expect(articleImageSources('<img alt="a > b" src="/real.jpg">')).toEqual(['/real.jpg']);
    expect(articleImageSources(`<a title='x > <img src="/fake.jpg">'>link</a>`)).toEqual([]);
  });

  it('skips comments, including the odd forms', () => {
    expect(articleImageSources('<!-- <img src="/no.jpg"> --><img src="/yes.jpg">')).toEqual([
      '/yes.jpg',
    ]);
    expect(articleImageSources('<!-- a --!><img src="/yes.jpg">')).toEqual(['/yes.jpg']);
    expect(articleImageSources('<!--><img src="/yes.jpg">')).toEqual(['/yes.jpg']);
    expect(articleImageSources('<!DOCTYPE html><?xml x?><img src="/yes.jpg">')).toEqual([
      '/yes.jpg',
    ]);
    expect(articleImageSources('</ <img src=/no.jpg><img src=/yes.jpg>')).toEqual(['/yes.jpg']);
    expect(articleImageSources('<!-- never closed <img src=/no.jpg>')).toEqual([]);
  });

  it('does not read markup inside script, style, textarea or noscript', () => {
    const html =
      '<script>document.write("<img src=/no1.jpg>")</script>' +
      '<style>p::after{content:"<img src=/no2.jpg>"}</style>' +
      '<textarea><img src=/no3.jpg></textarea>' +
      '<noscript><img src=/no4.jpg></noscript>' +
      '<SCRIPT type="x">"</scriptx><img src=/no5.jpg>"</SCRIPT >' +
      '<img src=/yes.jpg>';
    expect(articleImageSources(html)).toEqual(['/yes.jpg']);
  });

  it('treats everything after <plaintext> as text', () => {
    expect(articleImageSources('<img src=/a.jpg><plaintext><img src=/b.jpg>')).toEqual(['/a.jpg']);
  });

  it('decodes character references in the URL', () => {
    expect(articleImageSources('<img src="/i.jpg?a=1&amp;b=2&#38;c=&#x33;">')).toEqual([
      '/i.jpg?a=1&b=2&c=3',
    ]);
  });

  it('keeps the first of two src attributes and ignores empty ones', () => {
    expect(articleImageSources('<img src="/first.jpg" src="/second.jpg">')).toEqual(['/first.jpg']);
    expect(articleImageSources('<img src=""><img src="  "><img alt="no src">')).toEqual([]);
  });

  it('trims whitespace around the URL', () => {
    expect(articleImageSources('<img src="\n  /a.jpg \t">')).toEqual(['/a.jpg']);
  });

  it('reads attributes after a slash and knows <imgx> is not <img>', () => {
    expect(articleImageSources('<img/src="/a.jpg"/><imgx src="/b.jpg"><img src=/c.jpg/>')).toEqual([
      '/a.jpg',
      '/c.jpg/',
    ]);
  });

  it("treats '<' not followed by a letter as text", () => {
    expect(articleImageSources('3 < 4 and < img src=/no.jpg> <3 <img src=/yes.jpg>')).toEqual([
      '/yes.jpg',
    ]);
  });

  it('keeps indexes right after characters whose lower case is longer (İ)', () => {
    expect(articleImageSources('<p>İİİİ</p><script>x</script><img src=/yes.jpg>')).toEqual([
      '/yes.jpg',
    ]);
  });

  it('gives nothing for no article', () => {
    expect(articleImageSources(null)).toEqual([]);
    expect(articleImageSources('')).toEqual([]);
    expect(articleImageSources('<p>tekst</p>')).toEqual([]);
  });
});

describe('articleImageSources against the WHATWG parser', () => {
  it('finds the same images as parse5 in 20 000 random fragments', () => {
    let seed = 20250601;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const mismatches: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      let html = '';
      for (let k = 1 + next(14); k > 0; k--) html += PIECES[next(PIECES.length)];
      const mine = articleImageSources(html);
      const reference = parse5Sources(html);
      if (JSON.stringify(mine) !== JSON.stringify(reference)) mismatches.push(html);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});

describe('decodeAttribute', () => {
  it('decodes numeric references, with or without a semicolon', () => {
    expect(decodeAttribute('&#47;a&#x2F;b&#47c')).toBe('/a/b/c');
    expect(decodeAttribute('&#0;&#x110000;&#xD800;')).toBe('\ufffd\ufffd\ufffd');
  });

  it('decodes the named references URLs contain', () => {
    expect(decodeAttribute('&lt;&gt;&quot;&apos;&nbsp;&amp;')).toBe('<>"\'\u00a0&');
  });

  it("leaves legacy references alone before a letter, digit or '=', as browsers do in attributes", () => {
    expect(decodeAttribute('?a=1&amp=2')).toBe('?a=1&amp=2');
    expect(decodeAttribute('?a=1&ampx')).toBe('?a=1&ampx');
    expect(decodeAttribute('?a=1&amp&b')).toBe('?a=1&&b');
    expect(decodeAttribute('?a=1&copy=2&eacute;')).toBe('?a=1&copy=2&eacute;');
    expect(decodeAttribute('& &# &#x;')).toBe('& &# &#x;');
  });
});
