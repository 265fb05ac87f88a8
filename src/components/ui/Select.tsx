import type { SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose an API". */
  placeholder?: string;
}

/** A native select (keyboard and screen readers for free) with the site's look. */
export function Select({ options, placeholder, className, ...rest }: Props) {
  return (
    <select className={`select ${className ?? ''}`.trim()} {...rest}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
