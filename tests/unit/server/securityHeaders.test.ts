import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  formatHeadersFile,
  headerRules,
  headersFor,
  inlineScriptHashes,
  inlineStyleHashes,
  parseHeadersFile,
  patternMatches,
  securityHeaders,
} from '../../../scripts/vite/securityHeaders.ts';

const CRITICAL = 'html,body{margin:0;background:#16324f}';
const FIRST_SCRIPT = 'document.documentElement.classList.add("first-visit")';
const HTML = `<!doctype html><html><head><script>${FIRST_SCRIPT}</script><style>${CRITICAL}</style>
<style media="print">
  .map { display: none }
</style></head><body><script type="module" src="/assets/index.js"></script></body></html>`;

/** The directive's sources, by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** What a browser computes for an inline element's text (CSP Level 3, hash-source). */
function browserHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

describe('the Content Security Policy', () => {
  const hosted = {
    mapStyleUrl: 'https://tiles.example.org/styles/liberty.json',
    pmtilesUrl: 'https://cdn.example.net/amsterdam.pmtiles',
    supabaseUrl: 'https://abcd.supabase.co',
    indexHtml: HTML,
  };

  it('allows every inline <style> of the built page by hash, whitespace and all', () => {
    const styles = directives(contentSecurityPolicy(hosted)).get('style-src');
    expect(styles).toEqual([
      "'self'",
      browserHash(CRITICAL),
      browserHash('\n  .map { display: none }\n'),
    ]);
  });

  it("allows the built page's inline script by its hash only, and no unsafe source anywhere", () => {
    const csp = contentSecurityPolicy(hosted);
    expect(directives(csp).get('script-src')).toEqual(["'self'", browserHash(FIRST_SCRIPT)]);
    expect(directives(contentSecurityPolicy({ indexHtml: '' })).get('script-src')).toEqual([
      "'self'",
    ]);
    expect(csp).not.toMatch(/unsafe-(inline|eval|hashes)/);
  });

  it('hashes inline scripts only: a script with a src is a file of the app', () => {
    expect(inlineScriptHashes(HTML)).toEqual([browserHash(FIRST_SCRIPT)]);
    expect(inlineScriptHashes('<script type="module" src="/a.js"></script>')).toEqual([]);
  });

  it("lets MapLibre's blob: worker and images run", () => {
    const d = directives(contentSecurityPolicy(hosted));
    expect(d.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(d.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
  });

  it('lets images and connections reach the configured map, tile and Supabase hosts only', () => {
    const d = directives(contentSecurityPolicy(hosted));
    for (const name of ['img-src', 'connect-src']) {
      expect(d.get(name)).toEqual(
        expect.arrayContaining([
          'https://tiles.example.org',
          'https://cdn.example.net',
          'https://abcd.supabase.co',
        ]),
      );
    }
    expect(d.get('connect-src')).toContain('wss://abcd.supabase.co');
    expect(d.get('media-src')).toEqual(["'self'", 'blob:', 'https://abcd.supabase.co']);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
  });

  it("uses the app's default map style host when none is configured, and the same origin for Supabase", () => {
    const d = directives(contentSecurityPolicy({ indexHtml: '<!doctype html>' }));
    expect(d.get('connect-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tiles.openfreemap.org',
    ]);
    expect(d.get('style-src')).toEqual(["'self'"]);
  });

  it('takes extra media hosts, and refuses a setting that is not a URL', () => {
    const d = directives(
      contentSecurityPolicy({ indexHtml: '', extraHosts: 'https://media.example.com/x, ' }),
    );
    expect(d.get('img-src')).toContain('https://media.example.com');
    expect(() => contentSecurityPolicy({ indexHtml: '', supabaseUrl: 'not a url' })).toThrow(
      /not a url/i,
    );
  });

  it('finds no hash in a page without inline styles', () => {
    expect(inlineStyleHashes('<link rel="stylesheet" href="/a.css"><div style="x"></div>')).toEqual(
      [],
    );
  });
});

describe('the other security headers', () => {
  it('are nosniff, a strict referrer policy and geolocation for this origin only', () => {
    const h = securityHeaders({ indexHtml: '' });
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    const policy = h['Permissions-Policy']?.split(/,\s*/) ?? [];
    expect(policy).toContain('geolocation=(self)');
    expect(policy).toContain('camera=()');
    expect(policy).toContain('microphone=()');
    expect(policy.filter((p) => !p.endsWith('=()'))).toEqual(['geolocation=(self)']);
  });
});

describe('the _headers file', () => {
  const rules = headerRules({ indexHtml: HTML });
  const file = formatHeadersFile(rules);

  it('reads back as the rules it was written from', () => {
    expect(parseHeadersFile(file)).toEqual(rules);
  });

  it('gives every path the security headers, and the shell, its screens and the worker no-cache', () => {
    for (const p of ['/', '/index.html', '/sw.js', '/routes', '/routes/abc', '/r/x/3', '/login']) {
      const h = headersFor(rules, p);
      expect(h['Cache-Control'], p).toBe('no-cache');
      expect(h['Content-Security-Policy'], p).toContain("script-src 'self'");
    }
    expect(headersFor(rules, '/assets/index-abc.js')['Cache-Control']).toContain('immutable');
    expect(headersFor(rules, '/assets/index-abc.js')['X-Content-Type-Options']).toBe('nosniff');
  });

  it('never names a header in two rules that match one path (hosts would join the values)', () => {
    const paths = ['/', '/index.html', '/sw.js', '/assets/a.js', '/routes/1', '/r/1/2', '/x.png'];
    for (const p of paths) {
      const names = rules
        .filter((r) => patternMatches(r.pattern, p))
        .flatMap((r) => Object.keys(r.headers));
      expect(new Set(names).size, p).toBe(names.length);
    }
  });
});
