import { cloneElement, useId } from 'react';
import type { ReactElement } from 'react';

interface Props {
  label: string;
  /** One input, select or textarea; it receives the id and the described-by links. */
  children: ReactElement<{ id?: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }>;
  hint?: string;
  error?: string | null;
}

/** A labelled form field: label above the control, hint and error below and announced with it. */
export function Field({ label, children, hint, error }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} role="alert" className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
