import { describe, expect, it } from 'vitest';
import { articleNeed, articlesToFetch, withArticle } from '../../../src/domain/articles.ts';
import type { ArticleRow } from '../../../src/domain/rows.ts';
import { location } from '../../fixtures/rows.ts';

const pulled = (id: string, seq: number) =>
  location(id, { article_nl: null, article_en: null, change_seq: seq });
const article = (id: string, seq: number): ArticleRow => ({
  id,
  article_nl: `<p>${id} @${seq}</p>`,
  article_en: null,
  change_seq: seq,
});

describe('where a stop’s article comes from', () => {
  it('a pulled row without a stored article needs one; a row with its own counts as stored', () => {
    expect(articleNeed(pulled('a', 3), undefined)).toBe('missing');
    expect(articleNeed(location('bundled', { change_seq: 0 }), undefined)).toBe('stored');
  });

  it('a stored article older than its row is stale; as new or newer is current', () => {
    expect(articleNeed(pulled('a', 5), article('a', 4))).toBe('stale');
    expect(articleNeed(pulled('a', 5), article('a', 5))).toBe('stored');
    // Fetched after a change the device has not pulled yet.
    expect(articleNeed(pulled('a', 5), article('a', 6))).toBe('stored');
  });

  it('an older stored article with the text the row names (its hash) is current', () => {
    const named = (hash: string | null | undefined) => ({
      ...pulled('a', 5),
      article_hash: hash,
    });
    const held = { ...article('a', 0), article_hash: 'h1' };
    // The bundled copy (change_seq 0) of what the server sends: kept, not fetched again.
    expect(articleNeed(named('h1'), held)).toBe('stored');
    expect(articleNeed(named('h2'), held)).toBe('stale');
    // A server or a stored row without a hash: the sequence decides, as before.
    expect(articleNeed(named(null), held)).toBe('stale');
    expect(articleNeed(named(undefined), held)).toBe('stale');
    expect(articleNeed(named('h1'), article('a', 0))).toBe('stale');
    expect(
      articlesToFetch(
        [named('h1'), { ...named('h2'), id: 'b' }],
        new Map([
          ['a', held],
          ['b', { ...held, id: 'b' }],
        ]),
      ),
    ).toEqual(['b']);
  });

  it('shows the stored article in the row, or the row as it is', () => {
    expect(withArticle(pulled('a', 5), article('a', 4)).article_nl).toBe('<p>a @4</p>');
    expect(withArticle(pulled('a', 5), undefined).article_nl).toBeNull();
  });

  it('fetches the missing and stale articles of readable stops only', () => {
    const rows = [
      pulled('a', 5),
      pulled('b', 5),
      pulled('c', 5),
      { ...pulled('d', 5), locked: true },
    ];
    const stored = new Map([
      ['b', article('b', 4)],
      ['c', article('c', 5)],
    ]);
    expect(articlesToFetch(rows, stored)).toEqual(['a', 'b']);
    expect(articlesToFetch(rows, stored, true)).toEqual(['a']);
  });
});
