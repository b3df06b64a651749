// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../../../src/lib/sanitizeHtml.ts';

describe('article HTML from the content source', () => {
  it('loses scripts, event handlers and javascript: links', () => {
    const html = sanitizeArticleHtml(
      '<p onclick="steal()">Hallo<script>steal()</script></p><a href="javascript:steal()">x</a><img src="a.webp" onerror="steal()">',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(html).toContain('<p>Hallo</p>');
    expect(html).toContain('<img src="a.webp">');
  });

  it('keeps text markup, and opens links in a new tab without an opener', () => {
    const html = sanitizeArticleHtml(
      '<h2>Titel</h2><p><strong>vet</strong> <a href="https://example.org">link</a></p>',
    );
    expect(html).toContain('<h2>Titel</h2>');
    expect(html).toContain('<strong>vet</strong>');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
