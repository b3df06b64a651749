import { describe, expect, it } from 'vitest';
import { BUILTIN_LOCATIONS } from '../../../src/db/builtin/museumplein.ts';
import type { LocationRow } from '../../../src/domain/rows.ts';
import { stopArticleHtml, stopTitle } from '../../../src/ui/stopText.ts';

const base = BUILTIN_LOCATIONS[0]!;
const location = (patch: Partial<LocationRow>): LocationRow => ({ ...base, ...patch });

describe('the stop title', () => {
  it('is in the chosen language, and in the other one when it has none', () => {
    const l = location({ title_nl: 'Rijksmuseum', title_en: 'The Rijksmuseum' });
    expect(stopTitle(l, 'nl')).toBe('Rijksmuseum');
    expect(stopTitle(l, 'eng')).toBe('The Rijksmuseum');
    expect(stopTitle(location({ title_nl: 'Rijksmuseum', title_en: '  ' }), 'eng')).toBe(
      'Rijksmuseum',
    );
  });
});

describe('the stop article', () => {
  it('is the article in the chosen language', () => {
    const l = location({ article_nl: '<p>nl</p>', article_en: '<p>en</p>' });
    expect(stopArticleHtml(l, 'nl')).toBe('<p>nl</p>');
    expect(stopArticleHtml(l, 'eng')).toBe('<p>en</p>');
  });

  it('falls back to the intro text (escaped) when the article is missing', () => {
    const l = location({ article_nl: null, article_en: null, intro: 'Kijk <hier> & daar' });
    expect(stopArticleHtml(l, 'nl')).toBe('<p>Kijk &lt;hier&gt; &amp; daar</p>');
  });

  it('is null when there is no text at all, so the screen says "Geen tekst beschikbaar"', () => {
    const l = location({ article_nl: '', article_en: null, intro: null });
    expect(stopArticleHtml(l, 'nl')).toBeNull();
    expect(stopArticleHtml(l, 'eng')).toBeNull();
  });
});
