import './form/accountForm.css';
import './account.css';
import '../../i18n/accountTexts.ts';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { accessKind } from '../../actions/checkAccessNow.ts';
import { PATHS } from '../../app/paths.ts';
import { useStoredAccess } from '../../db/hooks/useAccess.ts';
import { useStoredSession } from '../../db/hooks/useSession.ts';
import { languageAtom } from '../../state/language.ts';
import { ScreenDialog } from '../shell/ScreenDialog.tsx';
import { BuyDayPassButton } from './BuyDayPassButton.tsx';
import { SignOutButton, useSignOut } from './OptionSelectScreen.tsx';
import { PushSetting } from './PushSetting.tsx';
import { ScreenLink } from './ScreenLink.tsx';
import { formatMoment, timeLeft, useNow } from './useNow.ts';

/**
 * Profile: the e-mail, the kind of access, for a day pass its expiry and a live countdown (a
 * "buy again" once it has expired), notifications, and sign out.
 */
export default function ProfileScreen() {
  const { t } = useTranslation();
  const session = useStoredSession();
  const signOut = useSignOut();
  return (
    <ScreenDialog title={t('profile.title')}>
      {session === undefined ? null : session.user ? (
        <div data-testid="profile">
          <Facts email={session.user.email ?? ''} />
          <PushSetting userId={session.user.id} />
          <div className="account-actions">
            <SignOutButton {...signOut} />
          </div>
        </div>
      ) : (
        <div className="account-actions">
          <p className="account-lead">{t('profile.signInFirst')}</p>
          <ScreenLink to={PATHS.signIn} replace className="button button--primary">
            {t('auth.signIn')}
          </ScreenLink>
        </div>
      )}
    </ScreenDialog>
  );
}

function Facts({ email }: { email: string }) {
  const { t } = useTranslation();
  const lang = useAtomValue(languageAtom);
  const access = useStoredAccess();
  const now = useNow();
  if (!access) return null;
  const kind = accessKind(access, now);
  const left = access.dayPassExpiry ? timeLeft(access.dayPassExpiry, now) : null;
  return (
    <>
      <dl className="profile-facts">
        <dt>{t('profile.email')}</dt>
        <dd data-testid="profile-email">{email}</dd>
        <dt>{t('profile.access')}</dt>
        <dd data-testid="profile-access" data-kind={kind}>
          {kind === 'subscription'
            ? t('profile.accessSubscription')
            : kind === 'daypass'
              ? t('profile.accessDayPass')
              : t('profile.accessNone')}
        </dd>
        {kind === 'daypass' && access.dayPassExpiry && left ? (
          <>
            <dt>{t('profile.validUntil')}</dt>
            <dd data-testid="profile-expiry">{formatMoment(access.dayPassExpiry, lang)}</dd>
            <dt>{t('profile.timeLeft')}</dt>
            <dd>
              {/* Announced only when read: a live region ticking every second would drown a screen reader. */}
              <span className="countdown" data-testid="profile-countdown">
                {t('profile.countdown', {
                  hours: String(left.hours),
                  minutes: String(left.minutes).padStart(2, '0'),
                  seconds: String(left.seconds).padStart(2, '0'),
                })}
              </span>
            </dd>
          </>
        ) : null}
      </dl>
      {kind === 'none' ? (
        <section className="profile-section">
          {access.dayPassExpiry !== null ? (
            <p data-testid="profile-expired">{t('profile.expired')}</p>
          ) : null}
          <BuyDayPassButton
            label={access.dayPassExpiry !== null ? t('profile.buyAgain') : t('account.buyDayPass')}
          />
        </section>
      ) : null}
    </>
  );
}
