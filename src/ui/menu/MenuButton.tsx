import './menuButton.css';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths.ts';
import { useOpenScreen } from '../shell/useScreenNavigation.ts';

/** Opens the sidebar menu; sits first in the map's top bar, before the logo. */
export const MenuButton = memo(function MenuButton() {
  const { t } = useTranslation();
  const open = useOpenScreen();
  return (
    <a
      href={PATHS.menu}
      className="menu-button"
      data-testid="menu-button"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        open(PATHS.menu);
      }}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <path
          d="M4 7h16M4 12h16M4 17h16"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      </svg>
      <span className="visually-hidden">{t('menu.openLabel')}</span>
    </a>
  );
});
