import './languageSwitch.css';
import { useAtom } from 'jotai';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageAtom } from '../../state/language.ts';

/**
 * Switches between Dutch and English; the choice is remembered (see state/language). Its name
 * is its visible text with a hidden "Switch to" before it (no aria-label: a spoken name must
 * contain the visible one, WCAG 2.5.3).
 */
export const LanguageSwitch = memo(function LanguageSwitch() {
  const { t } = useTranslation();
  const [lang, setLang] = useAtom(languageAtom);
  const next = lang === 'nl' ? 'eng' : 'nl';
  return (
    <button
      type="button"
      className="lang-switch"
      data-testid="language-switch"
      lang={next === 'eng' ? 'en' : 'nl'}
      onClick={() => setLang(next)}
    >
      <span aria-hidden="true" className="lang-switch__code">
        {next === 'eng' ? 'EN' : 'NL'}
      </span>
      <span className="visually-hidden">{t('language.switchToPrefix')}</span>
      <span className="lang-switch__name">{t('language.switchTo')}</span>
    </button>
  );
});
