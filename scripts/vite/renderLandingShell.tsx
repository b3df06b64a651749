/**
 * The landing page as HTML, rendered at build time (scripts/vite/landingShell.ts loads this
 * through Vite's SSR loader): the same component a first visit shows, in Dutch, the language a
 * visitor without a stored choice starts in.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { PATHS } from '../../src/app/paths.ts';
import { DEFAULT_LANG, initI18n } from '../../src/i18n/i18n.ts';
import LandingScreen from '../../src/ui/landing/LandingScreen.tsx';

export function renderLandingShell(): string {
  const i18n = initI18n(DEFAULT_LANG);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Router ssrPath={PATHS.landing}>
        <LandingScreen />
      </Router>
    </I18nextProvider>,
  );
}
