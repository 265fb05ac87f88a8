import { Field, Select } from '../../../components/ui';
import type { ParameterModel } from '../../../../lib/reference/model';
import { fieldHint } from '../fieldHints';
import { FieldHintText, hasHint, hintId } from './FieldHintText';

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
        const hint = fieldHint(
          parameter.example === undefined
            ? parameter.schema
            : { ...parameter.schema, example: parameter.example },
        );
        const described = hasHint(hint.format, parameter.descriptionHtml) ? hintId(id) : undefined;
        return (
          <Field
            key={parameter.name}
            className="explorer-field"
            label={parameter.name}
            required={parameter.required}
            error={error}
            announceError={false}
            after={
              <FieldHintText
                fieldId={id}
                format={hint.format}
                descriptionHtml={parameter.descriptionHtml}
              />
            }
          >
            {parameter.schema.enum && parameter.schema.enum.length > 0 ? (
              <Select
                id={id}
                aria-describedby={described}
                value={props.values[parameter.name] ?? ''}
                disabled={props.disabled}
                placeholder="—"
                options={parameter.schema.enum.map((option) => ({
                  value: String(option),
                  label: String(option),
                }))}
                onChange={(event) => props.onChange(parameter.name, event.target.value)}
              />
            ) : (
              <input
                id={id}
                type="text"
                aria-describedby={described}
                inputMode={hint.inputMode}
                placeholder={hint.placeholder}
                value={props.values[parameter.name] ?? ''}
                required={parameter.required}
                disabled={props.disabled}
                onChange={(event) => props.onChange(parameter.name, event.target.value)}
              />
            )}
          </Field>
        );
      })}
    </fieldset>
  );
}
