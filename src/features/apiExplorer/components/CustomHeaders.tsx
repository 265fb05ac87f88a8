import { useState } from 'react';
import { CUSTOM_HEADER_NAMES } from '../../../../lib/explorer/contract';
import type { CustomHeaderParameter } from '../apiExplorerTypes';
import { headerValueError } from '../validation';

interface Props {
  headers: CustomHeaderParameter[];
  onChange: (headers: CustomHeaderParameter[]) => void;
  disabled?: boolean;
}

/** Custom headers, their names chosen from the fixed list (docs/behaviour.md §5). */
export function CustomHeaders({ headers, onChange, disabled }: Props) {
  const unused = CUSTOM_HEADER_NAMES.filter((name) => !headers.some((h) => h.name === name));
  const [choice, setChoice] = useState<string>('');
  const replace = (index: number, value: string) =>
    onChange(headers.map((header, i) => (i === index ? { ...header, value } : header)));
  return (
    <fieldset className="explorer-parameters explorer-custom-headers">
      <legend>Custom headers</legend>
      {headers.map((header, index) => {
        const id = `explorer-custom-header-${index}`;
        const error = header.value === '' ? null : headerValueError(header.value);
        return (
          <div className="explorer-field" key={header.name}>
            <label htmlFor={id} className="explorer-field__label">
              {header.name}
            </label>
            <input
              id={id}
              type="text"
              value={header.value}
              disabled={disabled}
              aria-invalid={Boolean(error)}
              onChange={(event) => replace(index, event.target.value)}
            />
            <button
              type="button"
              disabled={disabled}
              onClick={() => onChange(headers.filter((_, i) => i !== index))}
            >
              Remove {header.name}
            </button>
            {error && <p className="explorer-field__error">{error}</p>}
          </div>
        );
      })}
      {unused.length > 0 && (
        <div className="explorer-field">
          <label htmlFor="explorer-custom-header-name" className="explorer-field__label">
            Header name
          </label>
          <select
            id="explorer-custom-header-name"
            value={choice}
            disabled={disabled}
            onChange={(event) => setChoice(event.target.value)}
          >
            <option value="">Choose a header</option>
            {unused.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={disabled || choice === ''}
            onClick={() => {
              onChange([...headers, { name: choice, value: '' }]);
              setChoice('');
            }}
          >
            Add header
          </button>
        </div>
      )}
    </fieldset>
  );
}
