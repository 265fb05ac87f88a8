import { useState } from 'react';
import { Button, Field, Select } from '../../../components/ui';
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
          <Field
            key={header.name}
            className="explorer-field"
            label={header.name}
            error={error}
            announceError={false}
            after={
              <Button
                small
                disabled={disabled}
                onClick={() => onChange(headers.filter((_, i) => i !== index))}
              >
                Remove {header.name}
              </Button>
            }
          >
            <input
              id={id}
              type="text"
              value={header.value}
              disabled={disabled}
              onChange={(event) => replace(index, event.target.value)}
            />
          </Field>
        );
      })}
      {unused.length > 0 && (
        <Field
          className="explorer-field"
          label="Header name"
          after={
            <Button
              small
              disabled={disabled || choice === ''}
              onClick={() => {
                onChange([...headers, { name: choice, value: '' }]);
                setChoice('');
              }}
            >
              Add header
            </Button>
          }
        >
          <Select
            id="explorer-custom-header-name"
            value={choice}
            disabled={disabled}
            placeholder="Choose a header"
            options={unused.map((name) => ({ value: name, label: name }))}
            onChange={(event) => setChoice(event.target.value)}
          />
        </Field>
      )}
    </fieldset>
  );
}
