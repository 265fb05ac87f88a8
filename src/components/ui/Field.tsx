import { cloneElement, useId } from 'react';
import type { ReactElement, ReactNode } from 'react';

type Control = ReactElement<{
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}>;

interface Props {
  label: string;
  /**
   * One input, select or textarea; it receives the described-by links, and an id unless it has
   * one already (ids that other code or tests name are kept).
   */
  children: Control;
  hint?: string;
  error?: string | null;
  /** Marks the field required with an asterisk next to its label (hidden from screen readers). */
  required?: boolean;
  /** Shown after the control on the same row, such as a Remove button. */
  after?: ReactNode;
  /** The error is announced as an alert (default); off for errors that change as the user types. */
  announceError?: boolean;
  className?: string;
}

/** A labelled form field: label above the control, hint and error below and announced with it. */
export function Field({
  label,
  children,
  hint,
  error,
  required,
  after,
  announceError = true,
  className,
}: Props) {
  const generated = useId();
  const id = children.props.id ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [children.props['aria-describedby'], hint ? hintId : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  const labelElement = (
    <label className="field__label" htmlFor={id}>
      {label}
    </label>
  );
  return (
    <div className={`field ${className ?? ''}`.trim()}>
      {required ? (
        <span className="field__name">
          {labelElement}
          <span className="field__required" aria-hidden="true" title="required">
            {' *'}
          </span>
        </span>
      ) : (
        labelElement
      )}
      {cloneElement(children, {
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {after}
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} role={announceError ? 'alert' : undefined} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
