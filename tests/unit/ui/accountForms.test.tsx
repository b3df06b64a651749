// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buyDayPass } from '../../../src/actions/buyDayPass.ts';
import { completeEmailLink } from '../../../src/actions/completeEmailLink.ts';
import { requestPasswordReset, resetPassword } from '../../../src/actions/passwordReset.ts';
import { signInAndCheckAccess } from '../../../src/actions/signIn.ts';
import { signOut } from '../../../src/actions/signOut.ts';
import { signUp } from '../../../src/actions/signUp.ts';
import { activateSubscriber, lookUpSubscriber } from '../../../src/actions/subscriberLogin.ts';
import type { SessionRecord } from '../../../src/db/meta.ts';
import type { AuthFailure } from '../../../src/domain/authFailure.ts';
import { accountEng } from '../../../src/i18n/accountEng.ts';
import { accountNl } from '../../../src/i18n/accountNl.ts';
import { initI18n } from '../../../src/i18n/i18n.ts';
import OptionSelectScreen from '../../../src/ui/account/OptionSelectScreen.tsx';
import { DayPassLogin } from '../../../src/ui/auth/DayPassLogin.tsx';
import ForgotPasswordScreen from '../../../src/ui/auth/ForgotPasswordScreen.tsx';
import RegisterScreen from '../../../src/ui/auth/RegisterScreen.tsx';
import ResetPasswordScreen from '../../../src/ui/auth/ResetPasswordScreen.tsx';
import { SubscriberLogin } from '../../../src/ui/auth/SubscriberLogin.tsx';
import { Toaster } from '../../../src/ui/shell/Toaster.tsx';
import { inApp } from '../../support/inApp.tsx';

/**
 * Every validation and error message of the account forms (specification sections 5 and 8),
 * rendered in Dutch and in English: at its field (aria-invalid, aria-describedby, the focus on
 * the first) or in the form's live region. The actions are stand-ins that answer what the
 * server would; the text each answer becomes is what is under test.
 */
vi.mock('../../../src/actions/signIn.ts', () => ({ signInAndCheckAccess: vi.fn() }));
vi.mock('../../../src/actions/signUp.ts', () => ({
  signUp: vi.fn(),
  acknowledgeFirstLogin: vi.fn(),
}));
vi.mock('../../../src/actions/buyDayPass.ts', () => ({
  buyDayPass: vi.fn(),
  confirmDayPassPayment: vi.fn(),
}));
vi.mock('../../../src/actions/subscriberLogin.ts', () => ({
  lookUpSubscriber: vi.fn(),
  activateSubscriber: vi.fn(),
}));
vi.mock('../../../src/actions/passwordReset.ts', () => ({
  requestPasswordReset: vi.fn(),
  resetPassword: vi.fn(),
}));
vi.mock('../../../src/actions/completeEmailLink.ts', () => ({ completeEmailLink: vi.fn() }));
vi.mock('../../../src/actions/signOut.ts', () => ({ signOut: vi.fn() }));
let session: SessionRecord | undefined;
vi.mock('../../../src/db/hooks/useSession.ts', () => ({
  useSession: () => session,
  useStoredSession: () => session,
}));

afterEach(cleanup);
beforeEach(() => {
  vi.clearAllMocks();
  session = { user: null, remember: false, justRegistered: false, isFirstLogin: false };
});

const failure = (code: string | null, message: string, status: number | null): AuthFailure => ({
  code,
  message,
  status,
});

function renderIn(lang: 'nl' | 'eng', node: ReactNode) {
  initI18n(lang);
  const app = inApp(
    <>
      {node}
      <Toaster />
    </>,
    { path: '/screen' },
  );
  render(app.element);
  return app.location;
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) =>
  fireEvent.input(input(testId), { target: { value } });
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByTestId('submit'));
  });
};
const fieldError = (testId: string) => screen.getByTestId(`${testId}-error`).textContent;
/** The text of the form's live regions (one is the alert, one the status). */
const noteText = () =>
  Array.from(document.querySelectorAll('[data-testid=form-note] .form-note__text'))
    .map((n) => n.textContent ?? '')
    .join('');

describe.each([
  ['nl', accountNl],
  ['eng', accountEng],
] as const)('account forms in %s', (lang, text) => {
  describe('day pass login', () => {
    it('puts the required-field messages at their fields, described and focused', async () => {
      renderIn(lang, <DayPassLogin />);
      await submit();
      expect(fieldError('email')).toBe(text.errors.emailRequired);
      expect(fieldError('password')).toBe(text.errors.passwordRequired);
      const email = input('email');
      expect(email.getAttribute('aria-invalid')).toBe('true');
      expect(
        document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent,
      ).toBe(text.errors.emailRequired);
      expect(document.activeElement).toBe(email);
      expect(signInAndCheckAccess).not.toHaveBeenCalled();

      type('email', 'walker@');
      type('password', 'x');
      await submit();
      expect(fieldError('email')).toBe(text.errors.invalidEmail);
      expect(fieldError('password')).toBe('');
    });

    it.each([
      ['invalid_credentials', 'Invalid login credentials', 400, 'invalidCredentials'],
      ['email_not_confirmed', 'Email not confirmed', 400, 'emailNotConfirmed'],
      [null, 'Internal server error', 500, 'daypassGeneric'],
      ['request_timeout', 'The request timed out', null, 'timeout'],
      ['network_error', 'Failed to fetch', null, 'offline'],
    ] as const)(
      'shows %s as its text, keeps what was typed and focuses the message',
      async (code, message, status, key) => {
        vi.mocked(signInAndCheckAccess).mockResolvedValue({
          error: failure(code, message, status),
        });
        renderIn(lang, <DayPassLogin />);
        type('email', 'walker@example.com');
        type('password', 'secret-1');
        await submit();
        expect(noteText()).toBe(text.errors[key]);
        expect(input('email').value).toBe('walker@example.com');
        expect(input('password').value).toBe('secret-1');
        expect(document.activeElement).toBe(screen.getAllByTestId('form-note')[0]);
      },
    );

    it("shows another answer of the auth server as 'Sign in failed: {message}'", async () => {
      vi.mocked(signInAndCheckAccess).mockResolvedValue({
        error: failure('over_request_rate_limit', 'Request rate limit reached', 429),
      });
      renderIn(lang, <DayPassLogin />);
      type('email', 'walker@example.com');
      type('password', 'secret-1');
      await submit();
      expect(noteText()).toBe(
        text.errors.signInFailed.replace('{{message}}', 'Request rate limit reached'),
      );
    });

    it('says "No active day pass found." to an account without one, and offers one', async () => {
      vi.mocked(signInAndCheckAccess).mockResolvedValue({ error: null, access: 'none' });
      renderIn(lang, <DayPassLogin />);
      type('email', 'walker@example.com');
      type('password', 'secret-1');
      await submit();
      expect(noteText()).toContain(text.errors.noDaypass);
      expect(screen.getByTestId('to-buy').getAttribute('href')).toBe('/account');
    });

    it('sends once however often it is pressed, and shows that it is busy', async () => {
      let answer: (v: { error: null; access: 'daypass' }) => void = () => {};
      vi.mocked(signInAndCheckAccess).mockReturnValue(
        new Promise((resolve) => {
          answer = resolve;
        }),
      );
      renderIn(lang, <DayPassLogin />);
      type('email', 'walker@example.com');
      type('password', 'secret-1');
      await submit();
      await submit();
      fireEvent.submit(screen.getByTestId('daypass-login'));
      const button = screen.getByTestId('submit');
      expect(button.getAttribute('aria-busy')).toBe('true');
      expect(button.textContent).toBe(text.auth.busy);
      expect(signInAndCheckAccess).toHaveBeenCalledTimes(1);
      await act(async () => answer({ error: null, access: 'daypass' }));
      expect(await screen.findByText(text.notices.signedIn)).toBeTruthy();
    });

    it('shows the password when asked', () => {
      renderIn(lang, <DayPassLogin />);
      const toggle = screen.getByTestId('password-toggle');
      expect(input('password').type).toBe('password');
      expect(toggle.getAttribute('aria-label')).toBe(text.auth.showPassword);
      fireEvent.click(toggle);
      expect(input('password').type).toBe('text');
      expect(toggle.getAttribute('aria-pressed')).toBe('true');
      expect(toggle.getAttribute('aria-label')).toBe(text.auth.hidePassword);
    });
  });

  describe('register', () => {
    it('checks the e-mail twice, the password length and the terms, focusing the first problem', async () => {
      renderIn(lang, <RegisterScreen />);
      expect(input('password').placeholder).toBe(text.auth.passwordPlaceholder);
      await submit();
      expect(fieldError('email')).toBe(text.errors.emailRequired);
      expect(fieldError('password')).toBe(text.errors.passwordRequired);
      expect(fieldError('terms')).toBe(text.errors.termsRequired);
      expect(document.activeElement).toBe(input('email'));

      type('email', 'walker@example.com');
      type('email-confirmation', 'walker@example.org');
      type('password', '12345');
      await submit();
      expect(fieldError('email')).toBe('');
      expect(fieldError('email-confirmation')).toBe(text.errors.emailMismatch);
      expect(fieldError('password')).toBe(text.errors.passwordTooShort);
      expect(document.activeElement).toBe(input('email-confirmation'));
      expect(signUp).not.toHaveBeenCalled();
    });

    it.each([
      [failure('user_already_exists', 'User already registered', 422), 'alreadyRegistered'],
      [failure(null, 'Conflict', 409), 'alreadyRegistered'],
      [
        failure('weak_password', 'Password should be at least 6 characters.', 422),
        'passwordTooShort',
      ],
      [failure('request_timeout', 'The request timed out', null), 'timeout'],
      [failure(null, '', 500), 'registerGeneric'],
    ] as const)('shows a refused registration (%o) as its text', async (error, key) => {
      vi.mocked(signUp).mockResolvedValue({ error, outcome: null });
      renderIn(lang, <RegisterScreen />);
      type('email', 'walker@example.com');
      type('email-confirmation', ' WALKER@example.com ');
      type('password', 'walk-the-route-9');
      fireEvent.click(screen.getByTestId('terms'));
      await submit();
      expect(noteText()).toBe(text.errors[key]);
      expect(input('email').value).toBe('walker@example.com');
    });

    it("shows another refusal as 'Registration failed: {message}'", async () => {
      vi.mocked(signUp).mockResolvedValue({
        error: failure('over_email_send_rate_limit', 'Email rate limit exceeded', 429),
        outcome: null,
      });
      renderIn(lang, <RegisterScreen />);
      type('email', 'walker@example.com');
      type('email-confirmation', 'walker@example.com');
      type('password', 'walk-the-route-9');
      fireEvent.click(screen.getByTestId('terms'));
      await submit();
      expect(noteText()).toBe(
        text.errors.registrationFailed.replace('{{message}}', 'Email rate limit exceeded'),
      );
    });

    it('says the confirmation mail was sent; signed in at once, it says so and goes to pay', async () => {
      vi.mocked(signUp).mockResolvedValue({ error: null, outcome: 'confirmation_sent' });
      renderIn(lang, <RegisterScreen />);
      type('email', 'walker@example.com');
      type('email-confirmation', 'walker@example.com');
      type('password', 'walk-the-route-9');
      fireEvent.click(screen.getByTestId('terms'));
      await submit();
      expect(noteText()).toBe(text.notices.confirmationSent);
      cleanup();

      vi.mocked(signUp).mockResolvedValue({ error: null, outcome: 'signed_in' });
      vi.mocked(buyDayPass).mockResolvedValue({ error: failure(null, 'Failed', 500) });
      renderIn(lang, <RegisterScreen />);
      type('email', 'walker@example.com');
      type('email-confirmation', 'walker@example.com');
      type('password', 'walk-the-route-9');
      fireEvent.click(screen.getByTestId('terms'));
      await submit();
      expect(screen.getByTestId('toast').textContent).toBe(text.notices.signUpSuccessful);
      expect(buyDayPass).toHaveBeenCalledOnce();
      expect(noteText()).toBe(text.errors.paymentLink);
    });
  });

  describe('subscriber login', () => {
    async function toActivation() {
      vi.mocked(lookUpSubscriber).mockResolvedValue({
        outcome: 'activation_needed',
        message: 'Active subscription found',
      });
      renderIn(lang, <SubscriberLogin />);
      await submit();
      expect(fieldError('email')).toBe(text.errors.emailRequired);
      type('email', 'Reader@Example.com ');
      await submit();
      expect(noteText()).toBe(text.errors.activationNeeded);
    }

    it('asks for a password and its confirmation when the account is not activated', async () => {
      await toActivation();
      await submit();
      expect(fieldError('password')).toBe(text.errors.passwordRequired);
      type('password', 'reader-1');
      type('confirmation', 'reader-2');
      await submit();
      expect(fieldError('confirmation')).toBe(text.errors.passwordMismatch);
      type('password', 'abc');
      await submit();
      expect(fieldError('password')).toBe(text.errors.passwordTooShort);
      expect(activateSubscriber).not.toHaveBeenCalled();

      vi.mocked(activateSubscriber).mockResolvedValue({
        outcome: 'confirmation_sent',
        message: 'Confirmation e-mail sent',
      });
      type('password', 'reader-1');
      type('confirmation', 'reader-1');
      await submit();
      expect(activateSubscriber).toHaveBeenCalledWith('Reader@Example.com', 'reader-1', 'reader-1');
      expect(noteText()).toBe(text.notices.confirmationSent);
    });

    it.each([
      [failure('weakPassword', 'Invalid request', 400), 'password', 'passwordTooShort'],
      [failure('passwordMismatch', 'Invalid request', 400), 'confirmation', 'passwordMismatch'],
    ] as const)('puts the server refusal %o at its field', async (refusal, field, key) => {
      await toActivation();
      vi.mocked(activateSubscriber).mockResolvedValue({ failure: refusal });
      type('password', 'reader-1');
      type('confirmation', 'reader-1');
      await submit();
      expect(fieldError(field)).toBe(text.errors[key]);
    });

    it.each([
      [failure('over_request_rate_limit', 'Too many attempts.', 429), 'tooManyAttempts'],
      [failure('failed_to_check', 'Failed to check subscription', 500), 'generic'],
      [failure('request_timeout', 'The request timed out', null), 'timeout'],
    ] as const)('shows a failed lookup (%o) as its text', async (refusal, key) => {
      vi.mocked(lookUpSubscriber).mockResolvedValue({ failure: refusal });
      renderIn(lang, <SubscriberLogin />);
      type('email', 'reader@example.com');
      await submit();
      expect(noteText()).toBe(text.errors[key]);
      expect(input('email').value).toBe('reader@example.com');
    });

    it('signs in at the password step; a wrong password is "Invalid login credentials."', async () => {
      vi.mocked(lookUpSubscriber).mockResolvedValue({ outcome: 'password', message: 'User found' });
      vi.mocked(signInAndCheckAccess).mockResolvedValue({
        error: failure('invalid_credentials', 'Invalid login credentials', 400),
      });
      renderIn(lang, <SubscriberLogin />);
      type('email', 'reader@example.com');
      await submit();
      await submit();
      expect(fieldError('password')).toBe(text.errors.passwordRequired);
      type('password', 'wrong');
      await submit();
      expect(noteText()).toBe(text.errors.invalidCredentials);

      vi.mocked(signInAndCheckAccess).mockResolvedValue({ error: failure(null, 'boom', 500) });
      await submit();
      expect(noteText()).toBe(text.errors.generic);
    });

    it('says a subscription is required, with the way to subscribe', async () => {
      vi.mocked(lookUpSubscriber).mockResolvedValue({
        outcome: 'subscription_required',
        message: 'Customer email not found in Stripe',
      });
      renderIn(lang, <SubscriberLogin />);
      type('email', 'stranger@example.com');
      await submit();
      expect(noteText()).toBe(text.auth.subscriptionRequired);
      expect(screen.queryByTestId('submit')).toBeNull();
      fireEvent.click(screen.getByTestId('other-email'));
      expect(input('email').value).toBe('stranger@example.com');
    });
  });

  describe('forgot and reset password', () => {
    it('forgot: asks for the e-mail, then says the reset link was sent', async () => {
      vi.mocked(requestPasswordReset).mockResolvedValue({ error: null });
      renderIn(lang, <ForgotPasswordScreen />);
      await submit();
      expect(fieldError('email')).toBe(text.errors.emailRequired);
      type('email', 'walker@example.com');
      await submit();
      expect(noteText()).toBe(text.notices.resetLinkSent);
    });

    it('reset: "Passwords do not match" (no full stop), then "Password reset successful"', async () => {
      vi.mocked(completeEmailLink).mockResolvedValue({ signedIn: true, error: null });
      vi.mocked(resetPassword).mockResolvedValue({ error: null });
      renderIn(lang, <ResetPasswordScreen />);
      await screen.findByTestId('reset-password');
      await submit();
      expect(fieldError('password')).toBe(text.errors.passwordRequired);
      type('password', 'new-password-1');
      type('confirmation', 'new-password-2');
      await submit();
      expect(fieldError('confirmation')).toBe(text.errors.resetPasswordMismatch);
      type('confirmation', 'new-password-1');
      await submit();
      expect(noteText()).toBe(text.notices.passwordReset);
    });

    it('reset: a link that was refused says so and offers a new one', async () => {
      vi.mocked(completeEmailLink).mockResolvedValue({
        signedIn: false,
        error: failure('otp_expired', 'Email link is invalid or has expired', 403),
      });
      renderIn(lang, <ResetPasswordScreen />);
      await screen.findByTestId('new-link');
      expect(noteText()).toBe(text.auth.linkInvalid);
    });
  });

  describe('option select', () => {
    beforeEach(() => {
      session = {
        user: { id: 'u1', email: 'walker@example.com' },
        remember: false,
        justRegistered: false,
        isFirstLogin: false,
      };
    });

    it('says the payment link could not be made', async () => {
      vi.mocked(buyDayPass).mockResolvedValue({ error: failure('checkout_failed', 'Failed', 500) });
      renderIn(lang, <OptionSelectScreen />);
      await act(async () => {
        fireEvent.click(screen.getByTestId('buy-day-pass'));
      });
      expect(noteText()).toBe(text.errors.paymentLink);
    });

    it('says "Sign out failed. Please try again." when this device could not sign out', async () => {
      vi.mocked(signOut).mockRejectedValue(new Error('storage unavailable'));
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      renderIn(lang, <OptionSelectScreen />);
      await act(async () => {
        fireEvent.click(screen.getByTestId('sign-out'));
      });
      await waitFor(() => expect(noteText()).toBe(text.errors.signOut));
    });
  });
});
