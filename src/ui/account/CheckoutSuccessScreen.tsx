import './form/accountForm.css';
import './account.css';
import '../../i18n/accountTexts.ts';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDayPassPayment } from '../../actions/buyDayPass.ts';
import { PATHS } from '../../app/paths.ts';
import { useStoredSession } from '../../db/hooks/useSession.ts';
import type { AccessRecord } from '../../db/meta.ts';
import { languageAtom } from '../../state/language.ts';
import { ScreenDialog } from '../shell/ScreenDialog.tsx';
import { ScreenLink } from './ScreenLink.tsx';
import { formatMoment } from './useNow.ts';

type Outcome =
  | { state: 'checking' }
  | { state: 'granted'; record: AccessRecord }
  | { state: 'pending' };

/**
 * Back from paying (/checkout/success): asks the server (not the cache) until the day pass
 * shows, and pulls what it opens, so the six day-pass routes unlock without a reload.
 */
export default function CheckoutSuccessScreen() {
  const { t } = useTranslation();
  const lang = useAtomValue(languageAtom);
  const session = useStoredSession();
  const userId = session?.user?.id ?? null;
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });

  useEffect(() => {
    if (!userId) return;
    let live = true;
    confirmDayPassPayment().then(
      ({ record, granted }) =>
        live && setOutcome(granted ? { state: 'granted', record } : { state: 'pending' }),
      () => live && setOutcome({ state: 'pending' }),
    );
    return () => {
      live = false;
    };
  }, [userId]);

  return (
    <ScreenDialog title={t('checkout.successTitle')}>
      <div className="account-actions" data-testid="checkout-success" data-state={outcome.state}>
        {session !== undefined && !userId ? (
          <>
            <p className="account-lead">{t('checkout.signInToSee')}</p>
            <ScreenLink to={PATHS.signIn} replace className="button button--primary">
              {t('auth.signIn')}
            </ScreenLink>
          </>
        ) : outcome.state === 'checking' || !userId ? (
          <p className="account-lead" role="status">
            {t('checkout.checking')}
          </p>
        ) : outcome.state === 'granted' ? (
          <>
            <div role="status">
              <p className="account-lead" data-testid="checkout-active">
                {outcome.record.dayPassExpiry
                  ? t('checkout.active', { time: formatMoment(outcome.record.dayPassExpiry, lang) })
                  : null}
              </p>
              <p className="account-lead">{t('checkout.unlocked')}</p>
            </div>
            <ScreenLink to={PATHS.routes} replace className="button button--primary">
              {t('checkout.toRoutes')}
            </ScreenLink>
            <ScreenLink to={PATHS.profile} replace className="button" testId="to-profile">
              {t('checkout.toProfile')}
            </ScreenLink>
          </>
        ) : (
          <>
            <p className="account-lead" role="status">
              {t('checkout.pending')}
            </p>
            <ScreenLink to={PATHS.profile} replace className="button" testId="to-profile">
              {t('checkout.toProfile')}
            </ScreenLink>
          </>
        )}
      </div>
    </ScreenDialog>
  );
}
