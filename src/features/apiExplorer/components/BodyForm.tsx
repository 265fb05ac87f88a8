import { useEffect, useState } from 'react';
import type { PropertyModel, SchemaModel } from '../../../../lib/reference/model';
import { fetchSchemaChunk, useSchemaChunkBase } from '../../../components/reference/schemaChunks';
import { editableProperties, isObjectSchema } from '../bodySchema';
import { getAt, removeAt, setAt } from '../bodyValue';
import type { BodyPath } from '../bodyValue';
import { fieldId, type FieldProps } from './bodyField';
import { Button } from '../../../components/ui';
import { fieldHint } from '../fieldHints';
import { FieldHintText } from './FieldHintText';
import { ScalarInput } from './ScalarInput';

interface FormProps {
  schema: SchemaModel;
  value: unknown;
  onChange: (value: unknown) => void;
  disabled?: boolean;
}

/** The request body as a form generated from the operation's schema (spec: form editor). */
export function BodyForm({ schema, value, onChange, disabled }: FormProps) {
  const update = (path: BodyPath, next: unknown) => onChange(setAt(value, path, next) ?? {});
  const remove = (path: BodyPath, index: number) => onChange(removeAt(value, path, index) ?? {});
  return (
    <div className="explorer-body-form">
      <ObjectFields
        schema={schema}
        path={[]}
        root={value}
        update={update}
        remove={remove}
        disabled={disabled}
      />
    </div>
  );
}

/** A named schema the page left out beyond its depth: loaded from its chunk when opened. */
function ResolvedObject(props: FieldProps) {
  const chunkBase = useSchemaChunkBase();
  const [loaded, setLoaded] = useState<SchemaModel | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = props.schema.refName ?? '';
  const truncated = props.schema.truncated === true;
  useEffect(() => {
    if (!truncated) return;
    let live = true;
    fetchSchemaChunk(chunkBase, name).then(
      (schema) => live && setLoaded({ ...schema, truncated: false }),
      (failure: Error) => live && setError(failure.message),
    );
    return () => {
      live = false;
    };
  }, [chunkBase, name, truncated]);
  if (!truncated) return <ObjectFields {...props} />;
  if (error)
    return (
      <p role="alert">
        Could not load {name}: {error}
      </p>
    );
  if (!loaded) return <p className="explorer-body-form__loading">Loading {name}…</p>;
  return <ObjectFields {...props} schema={loaded} />;
}

function ObjectFields(props: FieldProps) {
  const properties = editableProperties(props.schema);
  if (properties.length === 0) {
    return <p className="explorer-body-form__empty">No fields; use the JSON editor.</p>;
  }
  return (
    <ul className="explorer-body-form__fields">
      {properties.map((property) => (
        <li key={property.name}>
          <PropertyField {...props} property={property} path={[...props.path, property.name]} />
        </li>
      ))}
    </ul>
  );
}

// The required mark sits beside the label, so the field's name stays the property's name.
export function Label({
  htmlFor,
  name,
  required,
}: {
  htmlFor?: string;
  name: string;
  required: boolean;
}) {
  return (
    <span className="explorer-field__name">
      <label htmlFor={htmlFor} className="explorer-field__label">
        {name}
      </label>
      {required && (
        <span className="explorer-field__required" aria-hidden="true" title="required">
          {' *'}
        </span>
      )}
    </span>
  );
}

function PropertyField(props: FieldProps & { property: PropertyModel }) {
  const { property, path } = props;
  const schema = property.schema;
  if (schema.type === 'array' && schema.items) {
    return (
      <ArrayField {...props} schema={schema} name={property.name} required={property.required} />
    );
  }
  if (isObjectSchema(schema)) {
    return (
      <NestedObject {...props} schema={schema} name={property.name} required={property.required} />
    );
  }
  const id = fieldId(path);
  return (
    <div className="explorer-field">
      <Label htmlFor={id} name={property.name} required={property.required} />
      <ScalarInput {...props} schema={schema} parent={props.schema} required={property.required} />
      <FieldHintText
        fieldId={id}
        format={fieldHint(schema).format}
        descriptionHtml={schema.descriptionHtml}
      />
    </div>
  );
}

/**
 * A nested object: closed until asked for, so long schemas stay readable; open while it holds a
 * value. The value may come after the first render (the page's example, filled in once the
 * explorer's state is ready, or a Reset back to it): it opens then too.
 */
function NestedObject(props: FieldProps & { name: string; required: boolean }) {
  const hasValue = getAt(props.root, props.path) !== undefined;
  const [open, setOpen] = useState(hasValue);
  useEffect(() => {
    if (hasValue) setOpen(true);
  }, [hasValue]);
  return (
    <fieldset className="explorer-body-form__object">
      <legend>
        <button
          type="button"
          className="explorer-body-form__toggle"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {props.name}
          {props.required && <span aria-hidden="true"> *</span>}
        </button>
      </legend>
      {props.schema.descriptionHtml && (
        <div
          className="explorer-field__description ref-html"
          dangerouslySetInnerHTML={{ __html: props.schema.descriptionHtml }}
        />
      )}
      {open && <ResolvedObject {...props} />}
    </fieldset>
  );
}

function ArrayField(props: FieldProps & { name: string; required: boolean }) {
  const items = getAt(props.root, props.path);
  const list = Array.isArray(items) ? items : [];
  const itemSchema = props.schema.items as SchemaModel;
  const objectItems = isObjectSchema(itemSchema);
  const add = () => props.update([...props.path, list.length], objectItems ? {} : '');
  return (
    <fieldset className="explorer-body-form__array">
      <legend>
        {props.name}
        {props.required && <span aria-hidden="true"> *</span>}
      </legend>
      <ol>
        {list.map((_, index) => {
          const itemPath = [...props.path, index];
          const itemName = `${props.name}[${index}]`;
          return (
            <li key={index} className="explorer-body-form__item">
              {objectItems ? (
                <fieldset>
                  <legend>{itemName}</legend>
                  <ResolvedObject {...props} schema={itemSchema} path={itemPath} />
                </fieldset>
              ) : (
                <div className="explorer-field">
                  <Label htmlFor={fieldId(itemPath)} name={itemName} required={false} />
                  <ScalarInput
                    {...props}
                    schema={itemSchema}
                    parent={props.schema}
                    path={itemPath}
                    required
                  />
                </div>
              )}
              <Button
                small
                disabled={props.disabled}
                onClick={() => props.remove(props.path, index)}
              >
                Remove {itemName}
              </Button>
            </li>
          );
        })}
      </ol>
      <Button small disabled={props.disabled} onClick={add}>
        Add {props.name} item
      </Button>
    </fieldset>
  );
}
