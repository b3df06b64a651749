import '../../i18n/accountTexts.ts';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signInAndCheckAccess } from '../../actions/signIn.ts';
import { PATHS } from '../../app/paths.ts';
import { signInProblems } from '../../domain/accountForms.ts';
import { showToastAtom } from '../../state/toast.ts';
import { signInNote } from '../account/failureNotes.ts';
import { AccountFormElement } from '../account/form/AccountFormElement.tsx';
import { CheckboxField } from '../account/form/CheckboxField.tsx';
import { EmailField } from '../account/form/EmailField.tsx';
import { FormNote } from '../account/form/FormNote.tsx';
import { PasswordField } from '../account/form/PasswordField.tsx';
import { SubmitButton } from '../account/form/SubmitButton.tsx';
import { useAccountForm } from '../account/form/useAccountForm.ts';
import { ScreenLink } from '../account/ScreenLink.tsx';
import { useCloseScreen } from '../shell/useScreenNavigation.ts';

/**
 * Day pass login (specification screen 3): e-mail, password, "remember me". An account
 * without a day pass is told so ("No active day pass found.") and offered one; it stays signed in.
 */
export function DayPassLogin() {
  const { t } = useTranslation();
  const form = useAccountForm<'email' | 'password'>();
  const close = useCloseScreen();
  const toast = useSetAtom(showToastAtom);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [noPass, setNoPass] = useState(false);

  const submit = () =>
    form.submit(signInProblems({ email, password }), async () => {
      setNoPass(false);
      const result = await signInAndCheckAccess(email, password, remember);
      if (result.error) return signInNote(result.error, 'errors.daypassGeneric');
      if (result.access === 'none') {
        setNoPass(true);
        return { tone: 'error', key: 'errors.noDaypass' };
      }
      toast({ text: t('notices.signedIn'), tone: 'success' });
      close();
      return null;
    });

  return (
    <AccountFormElement onSend={() => void submit()} testId="daypass-login">
      <EmailField
        label={t('auth.email')}
        value={email}
        onValue={setEmail}
        problem={form.errors.email}
        inputRef={form.field('email')}
        testId="email"
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
        problem={form.errors.password}
        inputRef={form.field('password')}
        testId="password"
      />
      <CheckboxField
        label={t('auth.remember')}
        checked={remember}
        onChecked={setRemember}
        testId="remember"
      />
      <FormNote note={form.note} noteRef={form.noteRef}>
        {noPass ? (
          <ScreenLink to={PATHS.account} replace className="button" testId="to-buy">
            {t('auth.buyDayPass')}
          </ScreenLink>
        ) : null}
      </FormNote>
      <SubmitButton pending={form.pending} disabled={!form.online} testId="submit">
        {t('auth.signIn')}
      </SubmitButton>
      <div className="form-links">
        <ScreenLink to={PATHS.forgotPassword} replace testId="to-forgot">
          {t('auth.forgotPassword')}
        </ScreenLink>
        <span>
          {t('auth.noDayPassYet')}{' '}
          <ScreenLink to={PATHS.register} replace testId="to-register">
            {t('auth.register')}
          </ScreenLink>
        </span>
      </div>
    </AccountFormElement>
  );
}
