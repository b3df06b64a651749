// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstVisitScript, landingShellMarkup } from '../../../scripts/vite/landingShell.ts';
import { initI18n } from '../../../src/i18n/i18n.ts';
import { LANDING_SEEN_KEY } from '../../../src/lib/firstVisit.ts';
import { LANGUAGE_KEY } from '../../../src/lib/languageStorage.ts';
import LandingScreen from '../../../src/ui/landing/LandingScreen.tsx';
import { FIRST_VISIT_CLASS, LANDING_SHELL_ID } from '../../../src/ui/landing/landingShell.ts';
import { inApp } from '../../support/inApp.tsx';

/** The landing page as the app renders it in Dutch (the build renders the same on the server). */
function rendered(): string {
  initI18n('nl');
  const { container } = render(inApp(<LandingScreen />, { path: '/start' }).element);
  const html = container.innerHTML;
  cleanup();
  return html.replace(' open=""', '');
}

function shellDocument(): Document {
  return new DOMParser().parseFromString(
    `<body>${landingShellMarkup(rendered())}</body>`,
    'text/html',
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe("index.html's copy of the landing page", () => {
  it('is an open, non-modal dialog with the landing texts, painted before any script', () => {
    const doc = shellDocument();
    const dialog = doc.getElementById(LANDING_SHELL_ID);
    expect(dialog?.tagName).toBe('DIALOG');
    expect(dialog?.hasAttribute('open')).toBe(true);
    expect(dialog?.classList.contains('screen-dialog--first')).toBe(true);
    const text = dialog?.textContent ?? '';
    expect(doc.querySelector('.screen-dialog__title')?.textContent).toBe('Welkom bij Routegids');
    expect(doc.querySelector('.landing__intro')?.textContent).toMatch(/^Wandel langs/);
    expect(text).toContain('15 EUR');
  });

  it("collides with nothing of the app's copy: no test ids, ids of its own that still match", () => {
    const doc = shellDocument();
    expect(doc.querySelectorAll('[data-testid]')).toHaveLength(0);
    const ids = [...doc.querySelectorAll('[id]')].map((e) => e.id);
    expect(ids.length).toBeGreaterThan(3);
    for (const id of ids) expect(id.startsWith(LANDING_SHELL_ID)).toBe(true);
    for (const el of doc.querySelectorAll('[aria-labelledby]')) {
      const target = doc.getElementById(el.getAttribute('aria-labelledby') ?? '');
      expect(target, el.outerHTML.slice(0, 80)).not.toBeNull();
    }
  });

  it('closes without a script from its start and close buttons; its links are links', () => {
    const doc = shellDocument();
    const form = doc.querySelector(`#${LANDING_SHELL_ID} > form`);
    expect(form?.getAttribute('method')).toBe('dialog');
    for (const selector of ['.landing__start', '.screen-dialog__close']) {
      const button = doc.querySelector(selector);
      expect(button?.getAttribute('type'), selector).toBe('submit');
      expect(button?.getAttribute('form'), selector).toBe(form?.id);
    }
    const links = [...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/register', '/login', '/routes']));
  });

  it('refuses markup that does not start with the dialog (the render changed)', () => {
    expect(() => landingShellMarkup('<div class="landing"></div>')).toThrow(/dialog/);
  });
});

describe("index.html's first script", () => {
  const run = () => new Function(firstVisitScript())();
  const shown = () => document.documentElement.classList.contains(FIRST_VISIT_CLASS);

  beforeEach(() => {
    localStorage.clear();
  });

  it('shows the copy on the map of a first visit, in Dutch or without a stored language', () => {
    run();
    expect(shown()).toBe(true);
    document.documentElement.className = '';
    localStorage.setItem(LANGUAGE_KEY, 'nl');
    run();
    expect(shown()).toBe(true);
    document.documentElement.className = '';
    localStorage.setItem(LANGUAGE_KEY, 'klingon'); // the app reads it as none
    run();
    expect(shown()).toBe(true);
  });

  it('leaves it hidden once seen, in English, and on any other address', () => {
    localStorage.setItem(LANDING_SEEN_KEY, '1');
    run();
    expect(shown()).toBe(false);
    localStorage.clear();
    localStorage.setItem(LANGUAGE_KEY, 'eng');
    run();
    expect(shown()).toBe(false);
    localStorage.clear();
    window.history.replaceState(null, '', '/routes');
    run();
    expect(shown()).toBe(false);
  });

  it('leaves it hidden, without an error, where storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(run).not.toThrow();
    expect(shown()).toBe(false);
  });
});
