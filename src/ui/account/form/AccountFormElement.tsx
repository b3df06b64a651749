import type { FormHTMLAttributes, ReactNode } from 'react';

/**
 * The <form> of an account screen: the app checks the fields itself (noValidate, errors under
 * each field in the product's words), and Enter or the submit button runs `onSend`.
 */
export function AccountFormElement({
  onSend,
  testId,
  children,
  ...rest
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'className' | 'noValidate'> & {
  onSend: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <form
      {...rest}
      className="account-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
      data-testid={testId}
    >
      {children}
    </form>
  );
}
