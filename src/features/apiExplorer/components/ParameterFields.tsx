import type { ParameterModel } from '../../../../lib/reference/model';

interface Props {
  title: string;
  parameters: ParameterModel[];
  values: Record<string, string>;
  errors: Record<string, string | null>;
  onChange: (name: string, value: string) => void;
  disabled?: boolean;
  /** Errors show once the user typed, or after a Send attempt. */
  showErrors: (name: string) => boolean;
}

export const parameterFieldId = (location: string, name: string) =>
  `explorer-${location}-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** Path, query or header parameters of the operation as labelled text fields. */
export function ParameterFields(props: Props) {
  if (props.parameters.length === 0) return null;
  return (
    <fieldset className="explorer-parameters">
      <legend>{props.title}</legend>
      {props.parameters.map((parameter) => {
        const id = parameterFieldId(parameter.in, parameter.name);
        const error = props.showErrors(parameter.name) ? props.errors[parameter.name] : null;
        return (
          <div className="explorer-field" key={parameter.name}>
            <span className="explorer-field__name">
              <label htmlFor={id} className="explorer-field__label">
                {parameter.name}
              </label>
              {parameter.required && (
                <span className="explorer-field__required" aria-hidden="true" title="required">
                  {' *'}
                </span>
              )}
            </span>
            {parameter.schema.enum && parameter.schema.enum.length > 0 ? (
              <select
                id={id}
                value={props.values[parameter.name] ?? ''}
                disabled={props.disabled}
                onChange={(event) => props.onChange(parameter.name, event.target.value)}
              >
                <option value="">—</option>
                {parameter.schema.enum.map((option) => (
                  <option key={String(option)} value={String(option)}>
                    {String(option)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                type="text"
                value={props.values[parameter.name] ?? ''}
                required={parameter.required}
                disabled={props.disabled}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => props.onChange(parameter.name, event.target.value)}
              />
            )}
            {error && (
              <p id={`${id}-error`} className="explorer-field__error">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
