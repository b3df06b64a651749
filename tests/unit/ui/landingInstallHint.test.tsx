// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../src/i18n/i18n.ts';
import LandingScreen from '../../../src/ui/landing/LandingScreen.tsx';
import { inApp } from '../../support/inApp.tsx';

/**
 * Issue 14.8: the landing page explains why installing keeps downloads safer on iPhones
 * (Safari clears a website's storage after a week away, not an installed app's).
 */
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

function renderLanding(lang: 'nl' | 'eng') {
  initI18n(lang);
  render(inApp(<LandingScreen />, { path: '/start' }).element);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the landing page on an iPhone', () => {
  it.each([
    ['nl', 'Zet Routegids op je beginscherm', 'Safari'],
    ['eng', 'Add Routegids to your Home Screen', 'Safari'],
  ] as const)('says in %s why installing keeps downloads', (lang, title, why) => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    renderLanding(lang);
    const hint = screen.getByTestId('install-hint');
    expect(hint.textContent).toContain(title);
    expect(hint.textContent).toContain(why);
  });

  it('stays away on a browser that can neither prompt nor is an iPhone', () => {
    renderLanding('nl');
    expect(screen.queryByTestId('install-hint')).toBeNull();
  });
});
