import './form/accountForm.css';
import './account.css';
import '../../i18n/accountTexts.ts';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../actions/signOut.ts';
import { PATHS } from '../../app/paths.ts';
import { useStoredSession } from '../../db/hooks/useSession.ts';
import { showToastAtom } from '../../state/toast.ts';
import { ScreenDialog } from '../shell/ScreenDialog.tsx';
import { useCloseScreen } from '../shell/useScreenNavigation.ts';
import { useOnline } from '../useOnline.ts';
import { BuyDayPassButton } from './BuyDayPassButton.tsx';
import { FormNote, type Note } from './form/FormNote.tsx';
import { NeedsConnection } from './form/NeedsConnection.tsx';
import { ScreenLink } from './ScreenLink.tsx';

/** Option select (specification screen 8): buy a day pass, view book routes, or sign out. */
export default function OptionSelectScreen() {
  const { t } = useTranslation();
  const session = useStoredSession();
  const online = useOnline();
  const signedOut = useSignOut();
  return (
    <ScreenDialog title={t('account.title')}>
      <NeedsConnection online={online} />
      {session === undefined ? null : session.user ? (
        <div className="account-actions" data-testid="option-select">
          <p className="account-lead">
            {t('menu.signedInAs', { email: session.user.email ?? '' })}
          </p>
          <BuyDayPassButton label={t('account.buyDayPass')} />
          <ScreenLink to={PATHS.bookRoutes} replace className="button" testId="to-book-routes">
            {t('account.viewBookRoutes')}
          </ScreenLink>
          <SignOutButton {...signedOut} />
        </div>
      ) : (
        <div className="account-actions">
          <p className="account-lead">{t('account.notSignedIn')}</p>
          <ScreenLink to={PATHS.signIn} replace className="button button--primary">
            {t('auth.signIn')}
          </ScreenLink>
        </div>
      )}
    </ScreenDialog>
  );
}

export interface SignOutState {
  pending: boolean;
  note: Note | null;
  run(): Promise<void>;
}

/**
 * Signing out ends the session here even when the server cannot be told; it fails only if
 * this device could not end it, and then says "Sign out failed. Please try again."
 */
export function useSignOut(): SignOutState {
  const { t } = useTranslation();
  const close = useCloseScreen();
  const toast = useSetAtom(showToastAtom);
  const [pending, setPending] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const run = async () => {
    if (pending) return;
    setPending(true);
    setNote(null);
    try {
      await signOut();
      toast({ text: t('notices.signedOut'), tone: 'info' });
      close();
    } catch (error) {
      console.warn('Sign out failed:', error);
      setNote({ tone: 'error', key: 'errors.signOut' });
      setPending(false);
    }
  };
  return { pending, note, run };
}

export function SignOutButton({ pending, note, run }: SignOutState) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className="button"
        aria-disabled={pending || undefined}
        aria-busy={pending || undefined}
        onClick={() => void run()}
        data-testid="sign-out"
      >
        {pending ? t('auth.busy') : t('account.signOut')}
      </button>
      <FormNote note={note} />
    </>
  );
}
