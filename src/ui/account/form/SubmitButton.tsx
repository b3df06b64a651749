import './accountForm.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The form's one submit button. While the request runs it says so and cannot be pressed again
 * (`aria-disabled`, so it keeps the focus; the form ignores a second submit as well).
 */
export function SubmitButton({
  pending,
  disabled = false,
  children,
  testId,
}: {
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      className="button button--primary"
      aria-disabled={pending || disabled || undefined}
      aria-busy={pending || undefined}
      data-testid={testId}
    >
      {pending ? (
        <>
          <span className="button__spinner" aria-hidden="true" />
          {t('auth.busy')}
        </>
      ) : (
        children
      )}
    </button>
  );
}
