import './accountForm.css';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../../../domain/accountForms.ts';

export interface FieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> {
  label: string;
  value: string;
  onValue(value: string): void;
  problem?: FieldProblem | undefined;
  /** The text for the problem when it differs from the common one (reset password). */
  problemText?: string | undefined;
  inputRef?: (el: HTMLElement | null) => void;
  /** Beside the input, inside its frame (the show-password button). */
  addon?: ReactNode;
  testId: string;
}

/**
 * A labelled input whose error sits under it: `aria-invalid` while it has one, and the error
 * text named by `aria-describedby`, so a screen reader reads it with the field.
 */
export function Field({
  label,
  value,
  onValue,
  problem,
  problemText,
  inputRef,
  addon,
  testId,
  ...input
}: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field${problem ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__frame">
        <input
          {...input}
          id={id}
          ref={inputRef}
          className="field__input"
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          data-testid={testId}
        />
        {addon}
      </div>
      <p className="field__error" id={errorId} data-testid={`${testId}-error`}>
        {problem ? (problemText ?? t(`errors.${problem}`)) : null}
      </p>
    </div>
  );
}
