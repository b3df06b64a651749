import '../../i18n/accountTexts.ts';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signInAndCheckAccess } from '../../actions/signIn.ts';
import {
  activateSubscriber,
  lookUpSubscriber,
  type SubscriberAnswer,
  type SubscriberOutcome,
} from '../../actions/subscriberLogin.ts';
import {
  emailOnlyProblems,
  newPasswordProblems,
  passwordProblem,
} from '../../domain/accountForms.ts';
import type { AuthFailure } from '../../domain/authFailure.ts';
import { newsletterUrl } from '../../lib/externalLinks.ts';
import { showToastAtom } from '../../state/toast.ts';
import { SUBSCRIBER_FIELD_PROBLEMS, signInNote, subscriberNote } from '../account/failureNotes.ts';
import { AccountFormElement } from '../account/form/AccountFormElement.tsx';
import { CheckboxField } from '../account/form/CheckboxField.tsx';
import { EmailField } from '../account/form/EmailField.tsx';
import { FormNote, type Note } from '../account/form/FormNote.tsx';
import { PasswordField } from '../account/form/PasswordField.tsx';
import { SubmitButton } from '../account/form/SubmitButton.tsx';
import { type AccountForm, useAccountForm } from '../account/form/useAccountForm.ts';
import { useCloseScreen } from '../shell/useScreenNavigation.ts';

type Step = 'email' | SubscriberOutcome;
type Fields = 'email' | 'password' | 'confirmation';

/**
 * Subscriber login in two steps (specification screen 4, section 4 "Subscriber login"): the
 * e-mail first; then the password (an account exists), activation (a subscription without an
 * account: choose a password), "confirmation e-mail sent", or "subscription required".
 */
export function SubscriberLogin() {
  const { t } = useTranslation();
  const form = useAccountForm<Fields>();
  const close = useCloseScreen();
  const toast = useSetAtom(showToastAtom);
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [remember, setRemember] = useState(false);

  /** The server's answer: the next step, or its refusal at the field or in the message. */
  const follow = (answer: SubscriberAnswer): Note | null => {
    if ('failure' in answer) return refusal(form, answer.failure);
    setStep(answer.outcome);
    return stepNote(answer.outcome);
  };

  const submitEmail = () =>
    form.submit(emailOnlyProblems({ email }), async () => follow(await lookUpSubscriber(email)));

  const submitPassword = () => {
    const problem = passwordProblem(password);
    return form.submit(problem ? [['password', problem]] : [], async () => {
      const result = await signInAndCheckAccess(email, password, remember);
      if (result.error) return signInNote(result.error, 'errors.generic');
      if (result.access === 'daypass' || result.access === 'none') {
        setStep('subscription_required');
        return stepNote('subscription_required');
      }
      toast({ text: t('notices.signedIn'), tone: 'success' });
      close();
      return null;
    });
  };

  const submitActivation = () =>
    form.submit(newPasswordProblems({ password, confirmation }), async () =>
      follow(await activateSubscriber(email, password, confirmation)),
    );

  const restart = () => {
    setStep('email');
    setPassword('');
    setConfirmation('');
    form.setNote(null);
    form.showProblems([]);
  };

  const onSubmit = {
    email: submitEmail,
    password: submitPassword,
    activation_needed: submitActivation,
  };
  const run = step in onSubmit ? onSubmit[step as keyof typeof onSubmit] : null;
  const subscribeUrl = newsletterUrl();

  return (
    <AccountFormElement onSend={() => void run?.()} testId="subscriber-login" data-step={step}>
      {step === 'email' ? (
        <>
          <p className="form-intro">{t('auth.subscriberIntro')}</p>
          <EmailField
            label={t('auth.email')}
            value={email}
            onValue={setEmail}
            problem={form.errors.email}
            inputRef={form.field('email')}
            testId="email"
          />
        </>
      ) : (
        <p className="sign-in-email">
          <span className="sign-in-email__address" data-testid="subscriber-email">
            {email.trim()}
          </span>
          <button type="button" className="text-link" onClick={restart} data-testid="other-email">
            {t('auth.otherEmail')}
          </button>
        </p>
      )}
      {step === 'password' || step === 'activation_needed' ? (
        <PasswordField
          label={step === 'password' ? t('auth.password') : t('auth.newPassword')}
          autoComplete={step === 'password' ? 'current-password' : 'new-password'}
          placeholder={step === 'password' ? undefined : t('auth.passwordPlaceholder')}
          autoFocus
          value={password}
          onValue={setPassword}
          problem={form.errors.password}
          inputRef={form.field('password')}
          testId="password"
        />
      ) : null}
      {step === 'activation_needed' ? (
        <PasswordField
          label={t('auth.passwordConfirmation')}
          autoComplete="new-password"
          value={confirmation}
          onValue={setConfirmation}
          problem={form.errors.confirmation}
          inputRef={form.field('confirmation')}
          testId="confirmation"
        />
      ) : null}
      {step === 'password' ? (
        <CheckboxField
          label={t('auth.remember')}
          checked={remember}
          onChecked={setRemember}
          testId="remember"
        />
      ) : null}
      <FormNote note={form.note} noteRef={form.noteRef}>
        {step === 'subscription_required' && subscribeUrl ? (
          <a
            className="button"
            href={subscribeUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="subscribe"
          >
            {t('auth.subscribe')}
          </a>
        ) : null}
      </FormNote>
      {run ? (
        <SubmitButton pending={form.pending} disabled={!form.online} testId="submit">
          {step === 'email'
            ? t('auth.continue')
            : step === 'password'
              ? t('auth.signIn')
              : t('auth.activate')}
        </SubmitButton>
      ) : null}
    </AccountFormElement>
  );
}

function stepNote(outcome: SubscriberOutcome): Note | null {
  switch (outcome) {
    case 'password':
      return null;
    case 'activation_needed':
      return { tone: 'info', key: 'errors.activationNeeded' };
    case 'confirmation_sent':
      return { tone: 'success', key: 'notices.confirmationSent', focus: true };
    case 'subscription_required':
      return { tone: 'info', key: 'auth.subscriptionRequired', focus: true };
  }
}

/** A refusal that belongs to a field goes there; anything else is the form's message. */
function refusal(form: AccountForm<Fields>, failure: AuthFailure): Note | null {
  const code = failure.code as keyof typeof SUBSCRIBER_FIELD_PROBLEMS | null;
  const atField = code ? SUBSCRIBER_FIELD_PROBLEMS[code] : undefined;
  if (atField) {
    form.showProblems([[atField[0], atField[1]]]);
    return null;
  }
  return subscriberNote(failure);
}
