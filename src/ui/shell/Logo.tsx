import './logo.css';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

/** The Routegids logo, top-left over the map. */
export const Logo = memo(function Logo() {
  const { t } = useTranslation();
  return (
    <a className="logo" href="/" aria-label={t('app.logoAlt')} data-testid="logo">
      <img src="/logo.svg" alt="" width="36" height="36" />
      <span className="logo__word">{t('app.name')}</span>
    </a>
  );
});
