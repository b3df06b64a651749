import '../account/form/accountForm.css';
import '../../i18n/accountTexts.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '../../actions/passwordReset.ts';
import { HOME_PATH, PATHS } from '../../app/paths.ts';
import { newPasswordProblems } from '../../domain/accountForms.ts';
import { passwordNote } from '../account/failureNotes.ts';
import { AccountFormElement } from '../account/form/AccountFormElement.tsx';
import { FormNote } from '../account/form/FormNote.tsx';
import { NeedsConnection } from '../account/form/NeedsConnection.tsx';
import { PasswordField } from '../account/form/PasswordField.tsx';
import { SubmitButton } from '../account/form/SubmitButton.tsx';
import { useAccountForm } from '../account/form/useAccountForm.ts';
import { ScreenLink } from '../account/ScreenLink.tsx';
import { ScreenDialog } from '../shell/ScreenDialog.tsx';
import { useEmailLink } from './useEmailLink.ts';

/**
 * Reset password in recovery mode (specification screen 7): the mailed link signed the user in
 * for this; a new password and its confirmation, then "Password reset successful", signed in.
 */
export default function ResetPasswordScreen() {
  const { t } = useTranslation();
  const link = useEmailLink();
  const form = useAccountForm<'password' | 'confirmation'>();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState(false);

  const submit = () =>
    form.submit(newPasswordProblems({ password, confirmation }), async () => {
      const { error } = await resetPassword(password);
      if (error) return passwordNote(error);
      setDone(true);
      return { tone: 'success', key: 'notices.passwordReset', focus: true };
    });

  return (
    <ScreenDialog title={t('auth.resetTitle')}>
      <NeedsConnection online={form.online} />
      {link === 'checking' ? (
        <p role="status" data-testid="link-checking">
          {t('auth.busy')}
        </p>
      ) : link === 'invalid' ? (
        <FormNote note={{ tone: 'error', key: 'auth.linkInvalid' }} noteRef={form.noteRef}>
          <ScreenLink to={PATHS.forgotPassword} replace className="button" testId="new-link">
            {t('auth.requestNewLink')}
          </ScreenLink>
        </FormNote>
      ) : done ? (
        <FormNote note={form.note} noteRef={form.noteRef}>
          <ScreenLink to={HOME_PATH} replace className="button button--primary" testId="to-map">
            {t('auth.startWalking')}
          </ScreenLink>
        </FormNote>
      ) : (
        <AccountFormElement onSend={() => void submit()} testId="reset-password">
          <PasswordField
            label={t('auth.newPassword')}
            autoComplete="new-password"
            placeholder={t('auth.passwordPlaceholder')}
            value={password}
            onValue={setPassword}
            problem={form.errors.password}
            inputRef={form.field('password')}
            testId="password"
          />
          <PasswordField
            label={t('auth.passwordConfirmation')}
            autoComplete="new-password"
            value={confirmation}
            onValue={setConfirmation}
            problem={form.errors.confirmation}
            problemText={
              form.errors.confirmation === 'passwordMismatch'
                ? t('errors.resetPasswordMismatch')
                : undefined
            }
            inputRef={form.field('confirmation')}
            testId="confirmation"
          />
          <FormNote note={form.note} noteRef={form.noteRef} />
          <SubmitButton pending={form.pending} disabled={!form.online} testId="submit">
            {t('auth.resetSubmit')}
          </SubmitButton>
        </AccountFormElement>
      )}
    </ScreenDialog>
  );
}
