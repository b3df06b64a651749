import './form/accountForm.css';
import './account.css';
import '../../i18n/accountTexts.ts';
import { useTranslation } from 'react-i18next';
import { HOME_PATH, PATHS } from '../../app/paths.ts';
import { useStoredSession } from '../../db/hooks/useSession.ts';
import { ScreenDialog } from '../shell/ScreenDialog.tsx';
import { BuyDayPassButton } from './BuyDayPassButton.tsx';
import { ScreenLink } from './ScreenLink.tsx';

/** A cancelled payment (/checkout/cancelled): says so, and offers to try again. */
export default function CheckoutCancelledScreen() {
  const { t } = useTranslation();
  const session = useStoredSession();
  return (
    <ScreenDialog title={t('checkout.cancelledTitle')}>
      <div className="account-actions" data-testid="checkout-cancelled">
        <p className="account-lead" role="status">
          {t('checkout.cancelled')}
        </p>
        {session === undefined ? null : session.user ? (
          <BuyDayPassButton label={t('checkout.retry')} testId="retry-payment" />
        ) : (
          <ScreenLink to={PATHS.signIn} replace className="button button--primary">
            {t('auth.signIn')}
          </ScreenLink>
        )}
        <ScreenLink to={HOME_PATH} replace className="button" testId="to-map">
          {t('auth.startWalking')}
        </ScreenLink>
      </div>
    </ScreenDialog>
  );
}
