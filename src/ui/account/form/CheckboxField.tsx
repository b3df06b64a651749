import './accountForm.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../../../domain/accountForms.ts';

/** A checkbox with its label, and its error under it (terms and conditions, remember me). */
export function CheckboxField({
  label,
  checked,
  onChecked,
  problem,
  inputRef,
  testId,
}: {
  label: string;
  checked: boolean;
  onChecked(checked: boolean): void;
  problem?: FieldProblem | undefined;
  inputRef?: (el: HTMLElement | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`check${problem ? ' check--invalid' : ''}`}>
      <div className="check__row">
        <input
          id={id}
          ref={inputRef}
          type="checkbox"
          className="check__box"
          checked={checked}
          onChange={(event) => onChecked(event.target.checked)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          data-testid={testId}
        />
        <label className="check__label" htmlFor={id}>
          {label}
        </label>
      </div>
      {problem ? (
        <p className="field__error" id={errorId} data-testid={`${testId}-error`}>
          {t(`errors.${problem}`)}
        </p>
      ) : null}
    </div>
  );
}
