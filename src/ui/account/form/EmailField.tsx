import { Field, type FieldProps } from './Field.tsx';

/** An e-mail input: the keyboard with '@', the browser's saved addresses, no capitals. */
export function EmailField(props: Omit<FieldProps, 'type' | 'autoComplete' | 'inputMode'>) {
  return (
    <Field
      {...props}
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
    />
  );
}
