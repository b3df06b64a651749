import '../account/form/accountForm.css';
import '../../i18n/accountTexts.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '../../actions/passwordReset.ts';
import { PATHS } from '../../app/paths.ts';
import { emailOnlyProblems } from '../../domain/accountForms.ts';
import { passwordNote } from '../account/failureNotes.ts';
import { AccountFormElement } from '../account/form/AccountFormElement.tsx';
import { EmailField } from '../account/form/EmailField.tsx';
import { FormNote } from '../account/form/FormNote.tsx';
import { NeedsConnection } from '../account/form/NeedsConnection.tsx';
import { SubmitButton } from '../account/form/SubmitButton.tsx';
import { useAccountForm } from '../account/form/useAccountForm.ts';
import { ScreenLink } from '../account/ScreenLink.tsx';
import { ScreenDialog } from '../shell/ScreenDialog.tsx';

/**
 * Forgot password (specification screen 6): mails a link to the reset screen. The answer is the
 * same for any address, so the form tells nobody whether an account exists.
 */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const form = useAccountForm<'email'>();
  const [email, setEmail] = useState('');

  const submit = () =>
    form.submit(emailOnlyProblems({ email }), async () => {
      const { error } = await requestPasswordReset(email);
      if (error) return passwordNote(error);
      return { tone: 'success', key: 'notices.resetLinkSent', focus: true };
    });

  return (
    <ScreenDialog title={t('auth.forgotTitle')}>
      <NeedsConnection online={form.online} />
      <AccountFormElement onSend={() => void submit()} testId="forgot-password">
        <p className="form-intro">{t('auth.forgotIntro')}</p>
        <EmailField
          label={t('auth.email')}
          value={email}
          onValue={setEmail}
          problem={form.errors.email}
          inputRef={form.field('email')}
          testId="email"
        />
        <FormNote note={form.note} noteRef={form.noteRef} />
        <SubmitButton pending={form.pending} disabled={!form.online} testId="submit">
          {t('auth.forgotSubmit')}
        </SubmitButton>
        <p className="form-links">
          <ScreenLink to={PATHS.signIn} replace testId="to-sign-in">
            {t('auth.backToSignIn')}
          </ScreenLink>
        </p>
      </AccountFormElement>
    </ScreenDialog>
  );
}
