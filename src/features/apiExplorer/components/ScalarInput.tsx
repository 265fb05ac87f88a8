import type { SchemaModel } from '../../../../lib/reference/model';
import { editableProperties } from '../bodySchema';
import { getAt } from '../bodyValue';
import { Base64FileInput } from '../base64File/Base64FileInput';
import { isBase64Field, withChosenFile } from '../base64File/base64File';
import { fieldHint } from '../fieldHints';
import { fieldId, type FieldProps } from './bodyField';
import { hasHint, hintId } from './FieldHintText';

type Props = FieldProps & {
  required: boolean;
  /** The object (or array) schema the value sits in: a chosen file fills its siblings in. */
  parent: SchemaModel;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One value of the body: a select for an enum or a boolean, else a text field with the
 * schema's hint (placeholder, keyboard); a base64 field also gets a file picker.
 */
export function ScalarInput(props: Props) {
  const { schema, path, root, update, disabled, required } = props;
  const current = getAt(root, path);
  const id = fieldId(path);
  const text = current === undefined || current === null ? '' : String(current);
  // Array items keep their slot while being edited; properties disappear when emptied.
  const inArray = typeof path[path.length - 1] === 'number';
  const empty = inArray ? '' : undefined;
  const hint = fieldHint(schema);
  const describedBy = hasHint(hint.format, schema.descriptionHtml) ? hintId(id) : undefined;
  const common = {
    id,
    disabled,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  };

  if (schema.enum && schema.enum.length > 0) {
    return (
      <select
        {...common}
        value={text}
        onChange={(event) => {
          const chosen = schema.enum?.find((option) => String(option) === event.target.value);
          update(path, event.target.value === '' ? empty : chosen);
        }}
      >
        <option value="">—</option>
        {schema.enum.map((option) => (
          <option key={String(option)} value={String(option)}>
            {String(option)}
          </option>
        ))}
      </select>
    );
  }
  if (schema.type === 'boolean') {
    return (
      <select
        {...common}
        value={text}
        onChange={(event) =>
          update(path, event.target.value === '' ? empty : event.target.value === 'true')
        }
      >
        <option value="">—</option>
        <option value="true">true</option>
        <option value="false">false</option>
      </select>
    );
  }
  const numeric = schema.type === 'integer' || schema.type === 'number';
  const name = path[path.length - 1];
  const input = (
    <input
      {...common}
      type="text"
      inputMode={hint.inputMode}
      placeholder={hint.placeholder}
      value={text}
      onChange={(event) => {
        const raw = event.target.value;
        if (raw === '') return update(path, empty);
        const asNumber = Number(raw);
        update(path, numeric && raw.trim() !== '' && !Number.isNaN(asNumber) ? asNumber : raw);
      }}
    />
  );
  if (!isBase64Field(name, schema)) return input;
  const holderPath = path.slice(0, -1);
  const siblings = editableProperties(props.parent).map((property) => property.name);
  return (
    <div className="explorer-field__with-file">
      {input}
      <Base64FileInput
        id={id}
        field={String(name)}
        disabled={disabled}
        onChosen={(file) => {
          const holder = getAt(root, holderPath);
          // A property: its object gets the bytes and the name and extension that go with them.
          if (typeof name === 'string' && (holder === undefined || isRecord(holder))) {
            update(holderPath, withChosenFile(holder ?? {}, name, file, siblings));
          } else update(path, file.base64);
        }}
      />
    </div>
  );
}
