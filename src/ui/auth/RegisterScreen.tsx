import '../account/form/accountForm.css';
import '../../i18n/accountTexts.ts';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buyDayPass } from '../../actions/buyDayPass.ts';
import { signUp } from '../../actions/signUp.ts';
import { PATHS } from '../../app/paths.ts';
import { registerProblems } from '../../domain/accountForms.ts';
import { showToastAtom } from '../../state/toast.ts';
import { paymentNote, signUpNote } from '../account/failureNotes.ts';
import { AccountFormElement } from '../account/form/AccountFormElement.tsx';
import { CheckboxField } from '../account/form/CheckboxField.tsx';
import { EmailField } from '../account/form/EmailField.tsx';
import { FormNote } from '../account/form/FormNote.tsx';
import { NeedsConnection } from '../account/form/NeedsConnection.tsx';
import { PasswordField } from '../account/form/PasswordField.tsx';
import { SubmitButton } from '../account/form/SubmitButton.tsx';
import { useAccountForm } from '../account/form/useAccountForm.ts';
import { ScreenLink } from '../account/ScreenLink.tsx';
import { ScreenDialog } from '../shell/ScreenDialog.tsx';

type Fields = 'terms' | 'email' | 'emailConfirmation' | 'password';

/**
 * Register for a day pass (specification screen 5): terms, e-mail twice, password. Then on to
 * paying: at once when the server signs the new account in, else after the link in the
 * confirmation mail (the callback screen continues to the checkout).
 */
export default function RegisterScreen() {
  const { t } = useTranslation();
  const form = useAccountForm<Fields>();
  const toast = useSetAtom(showToastAtom);
  const [terms, setTerms] = useState(false);
  const [email, setEmail] = useState('');
  const [emailConfirmation, setEmailConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const [mailed, setMailed] = useState(false);

  const submit = () =>
    form.submit(registerProblems({ terms, email, emailConfirmation, password }), async () => {
      const result = await signUp(email, password);
      if (result.error) return signUpNote(result.error);
      if (result.outcome !== 'signed_in') {
        setMailed(true);
        return { tone: 'success', key: 'notices.confirmationSent', focus: true };
      }
      toast({ text: t('notices.signUpSuccessful'), tone: 'success' });
      const payment = await buyDayPass();
      return payment.error ? paymentNote(payment.error) : null;
    });

  return (
    <ScreenDialog title={t('auth.registerTitle')}>
      <NeedsConnection online={form.online} />
      {mailed ? (
        <FormNote note={form.note} noteRef={form.noteRef}>
          <ScreenLink to={PATHS.signIn} replace testId="to-sign-in">
            {t('auth.backToSignIn')}
          </ScreenLink>
        </FormNote>
      ) : (
        <AccountFormElement onSend={() => void submit()} testId="register">
          <p className="form-intro">{t('auth.registerIntro')}</p>
          <EmailField
            label={t('auth.email')}
            value={email}
            onValue={setEmail}
            problem={form.errors.email}
            inputRef={form.field('email')}
            testId="email"
          />
          <EmailField
            label={t('auth.emailConfirmation')}
            value={emailConfirmation}
            onValue={setEmailConfirmation}
            problem={form.errors.emailConfirmation}
            inputRef={form.field('emailConfirmation')}
            testId="email-confirmation"
          />
          <PasswordField
            label={t('auth.password')}
            autoComplete="new-password"
            placeholder={t('auth.passwordPlaceholder')}
            value={password}
            onValue={setPassword}
            problem={form.errors.password}
            inputRef={form.field('password')}
            testId="password"
          />
          <CheckboxField
            label={t('auth.terms')}
            checked={terms}
            onChecked={setTerms}
            problem={form.errors.terms}
            inputRef={form.field('terms')}
            testId="terms"
          />
          <FormNote note={form.note} noteRef={form.noteRef} />
          <SubmitButton pending={form.pending} disabled={!form.online} testId="submit">
            {t('auth.registerSubmit')}
          </SubmitButton>
          <p className="form-links">
            <span>
              {t('auth.haveAccount')}{' '}
              <ScreenLink to={PATHS.signIn} replace testId="to-sign-in">
                {t('auth.signIn')}
              </ScreenLink>
            </span>
          </p>
        </AccountFormElement>
      )}
    </ScreenDialog>
  );
}
