import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** visible label; the whole row toggles the box */
  label: ReactNode;
}

/** A labelled checkbox; controlled (`checked` + `onChange`) or spread with react-hook-form's `register()`. */
export function Checkbox({ label, className, disabled, ...rest }: CheckboxProps) {
  return (
    <label className={[styles.checkbox, disabled && styles.disabled, className].filter(Boolean).join(' ')}>
      <input {...rest} type="checkbox" disabled={disabled} className={styles.input} />
      <span>{label}</span>
    </label>
  );
}
