import '../account/form/accountForm.css';
import './menu.css';
import '../../i18n/accountTexts.ts';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths.ts';
import { useStoredSession } from '../../db/hooks/useSession.ts';
import { ScreenLink } from '../account/ScreenLink.tsx';
import { ScreenDialog } from '../shell/ScreenDialog.tsx';

/**
 * The sidebar menu (specification screen 9): all walking routes, favorites, more stories,
 * profile, contact; and the welcome page, and sign in (or the account's options when signed
 * in). Each item takes the menu's place, so Back returns to the map.
 */
export default function MenuScreen() {
  const { t } = useTranslation();
  const session = useStoredSession();
  const items: { to: string; label: string; testId: string }[] = [
    { to: PATHS.routes, label: t('menu.routes'), testId: 'menu-routes' },
    { to: PATHS.favorites, label: t('menu.favorites'), testId: 'menu-favorites' },
    { to: PATHS.stories, label: t('menu.stories'), testId: 'menu-stories' },
    { to: PATHS.profile, label: t('menu.profile'), testId: 'menu-profile' },
    { to: PATHS.contact, label: t('menu.contact'), testId: 'menu-contact' },
    { to: PATHS.landing, label: t('menu.landing'), testId: 'menu-landing' },
  ];
  return (
    <ScreenDialog title={t('menu.title')} variant="side">
      <nav aria-label={t('menu.title')}>
        <ul className="menu-list">
          {items.map((item) => (
            <li key={item.to}>
              <ScreenLink to={item.to} replace className="menu-list__item" testId={item.testId}>
                {item.label}
              </ScreenLink>
            </li>
          ))}
        </ul>
        <div className="menu-account">
          {session === undefined ? null : session.user ? (
            <>
              <p className="menu-account__who" data-testid="menu-signed-in">
                {t('menu.signedInAs', { email: session.user.email ?? '' })}
              </p>
              <ScreenLink to={PATHS.account} replace className="button" testId="menu-account">
                {t('menu.account')}
              </ScreenLink>
            </>
          ) : (
            <ScreenLink
              to={PATHS.signIn}
              replace
              className="button button--primary"
              testId="menu-sign-in"
            >
              {t('menu.signIn')}
            </ScreenLink>
          )}
        </div>
      </nav>
    </ScreenDialog>
  );
}
