import '../account/form/accountForm.css';
import '../../i18n/accountTexts.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buyDayPass } from '../../actions/buyDayPass.ts';
import { accessKind } from '../../actions/checkAccessNow.ts';
import { acknowledgeFirstLogin } from '../../actions/signUp.ts';
import { HOME_PATH, PATHS } from '../../app/paths.ts';
import { useAccess } from '../../db/hooks/useAccess.ts';
import { useSession } from '../../db/hooks/useSession.ts';
import { BuyDayPassButton } from '../account/BuyDayPassButton.tsx';
import { paymentNote } from '../account/failureNotes.ts';
import { FormNote, type Note } from '../account/form/FormNote.tsx';
import { NeedsConnection } from '../account/form/NeedsConnection.tsx';
import { ScreenLink } from '../account/ScreenLink.tsx';
import { ScreenDialog } from '../shell/ScreenDialog.tsx';
import { useOnline } from '../useOnline.ts';
import { useEmailLink } from './useEmailLink.ts';

/**
 * Where a confirmation link lands (/auth/callback): supabase-js reads the session from the
 * URL, and the visitor is signed in. Someone who registered for a day pass in this browser
 * goes straight on to pay for it; anyone else (a subscriber who activated) to the map.
 */
export default function AuthCallbackScreen() {
  const { t } = useTranslation();
  const online = useOnline();
  const link = useEmailLink();
  const session = useSession();
  const access = useAccess();
  const [note, setNote] = useState<Note | null>(null);
  const [paying, setPaying] = useState(false);
  const started = useRef(false);
  const signedIn = link === 'signed-in' && session.user !== null;
  const offerPass =
    signedIn &&
    !paying &&
    !started.current &&
    access.lastChecked !== null &&
    accessKind(access) === 'none';

  const pay = async () => {
    setPaying(true);
    setNote({ tone: 'info', key: 'auth.toPayment' });
    const { error } = await buyDayPass();
    if (error) {
      setNote(paymentNote(error));
      setPaying(false);
    }
  };

  // The engine marks the first login after registering once it has stored the session.
  useEffect(() => {
    if (!signedIn || started.current || !session.isFirstLogin) return;
    started.current = true;
    void acknowledgeFirstLogin();
    void pay();
  });

  return (
    <ScreenDialog title={t('auth.callbackTitle')}>
      <NeedsConnection online={online} />
      {link === 'invalid' ? (
        <FormNote note={{ tone: 'error', key: 'auth.linkInvalid' }}>
          <ScreenLink to={PATHS.signIn} replace className="button" testId="to-sign-in">
            {t('auth.backToSignIn')}
          </ScreenLink>
        </FormNote>
      ) : !signedIn ? (
        <p role="status" data-testid="link-checking">
          {t('auth.callbackWorking')}
        </p>
      ) : (
        <div className="account-form" data-testid="callback-done">
          <p role="status">{t('auth.callbackDone')}</p>
          <FormNote note={note}>
            {note?.tone === 'error' ? (
              <button type="button" className="button" onClick={() => void pay()}>
                {t('checkout.retry')}
              </button>
            ) : null}
          </FormNote>
          {/* Confirmed elsewhere than where they registered: still without a pass, offer one. */}
          {offerPass ? <BuyDayPassButton label={t('account.buyDayPass')} /> : null}
          {paying ? null : (
            <ScreenLink
              to={HOME_PATH}
              replace
              className={offerPass ? 'button' : 'button button--primary'}
              testId="to-map"
            >
              {t('auth.startWalking')}
            </ScreenLink>
          )}
        </div>
      )}
    </ScreenDialog>
  );
}
