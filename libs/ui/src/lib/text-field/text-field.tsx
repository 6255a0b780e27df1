import { useId, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { visuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** visible label, tied to the input */
  label: ReactNode;
  name: string;
  /** error text: shown with role="alert", sets aria-invalid and aria-describedby */
  error?: ReactNode;
  /** help text under the input (aria-describedby) */
  hint?: ReactNode;
  /** spec §5 "All typed input has whitespace stripped": strips on every change (default true) */
  stripWhitespace?: boolean;
  /** keep the label for screen readers only */
  hideLabel?: boolean;
}

const WHITESPACE = /\s/g;

/**
 * A labelled input. Works controlled (`value` + `onChange`) and with react-hook-form's
 * `register()` spread (`name`, `onChange`, `onBlur`, `ref`): whitespace is removed from
 * `event.target.value` before `onChange` sees it.
 */
export function TextField({
  label,
  name,
  error,
  hint,
  stripWhitespace = true,
  hideLabel = false,
  id,
  type = 'text',
  className,
  onChange,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedByIds = [describedBy, hint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ');

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (stripWhitespace) stripInPlace(event.target);
    onChange?.(event);
  };

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label} style={hideLabel ? visuallyHidden : undefined}>
        {label}
      </label>
      <input
        {...rest}
        id={inputId}
        name={name}
        type={type}
        className={styles.input}
        aria-invalid={hasError || undefined}
        aria-describedby={describedByIds || undefined}
        onChange={handleChange}
      />
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {hasError && (
        <span id={errorId} role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}

/** Removes whitespace from the input's value, keeping the caret where the user left it. */
function stripInPlace(input: HTMLInputElement): void {
  const value = input.value;
  if (!/\s/.test(value)) return;
  let caret: number | null = null;
  try {
    caret = input.selectionStart;
  } catch {
    caret = null; // types such as email/number do not expose a selection
  }
  input.value = value.replace(WHITESPACE, '');
  if (caret !== null) {
    const removedBeforeCaret = (value.slice(0, caret).match(WHITESPACE) ?? []).length;
    try {
      const pos = caret - removedBeforeCaret;
      input.setSelectionRange(pos, pos);
    } catch {
      // selection not supported for this input type
    }
  }
}
