import { useContext } from 'react';
import type { SchemaModel } from '../../../../lib/reference/model';
import { ArraySchema } from './ArraySchema';
import { ConditionalSchema } from './ConditionalSchema';
import { ObjectSchema } from './ObjectSchema';
import { RecursiveSchema } from './RecursiveSchema';
import { RenderSchemaContext, SchemaTrail, type RenderSchema } from './schemaContext';
import { TruncatedSchema } from './TruncatedSchema';
import { VariantPicker } from './VariantPicker';
import { VariantsSchema, type PickerProps } from './VariantsSchema';

/**
 * A schema with its nested parts; nested objects expand in place. With `anchor` (the base of
 * its fields' ids, see anchors.ts) every field row has an id and a "copy link".
 */
export function SchemaView({ schema, anchor }: { schema: SchemaModel; anchor?: string }) {
  return (
    <RenderSchemaContext.Provider value={RENDER}>
      <div className="ref-schema">
        {schema.descriptionHtml && (
          <div className="ref-html" dangerouslySetInnerHTML={{ __html: schema.descriptionHtml }} />
        )}
        <SchemaChildren schema={schema} anchor={anchor} />
      </div>
    </RenderSchemaContext.Provider>
  );
}

/** A schema's parts by its shape: unknown, met above, not loaded yet, or its own level. */
function SchemaChildren({ schema, anchor }: { schema: SchemaModel; anchor?: string }) {
  const trail = useContext(SchemaTrail);
  if (schema.unknown) return <p className="ref-schema__unknown">unknown schema</p>;
  if (schema.refName && trail.includes(schema.refName))
    return <RecursiveSchema name={schema.refName} />;
  if (schema.truncated) return <TruncatedSchema schema={schema} anchor={anchor} />;
  if (schema.refName)
    return (
      <SchemaTrail.Provider value={[...trail, schema.refName]}>
        <SchemaLevel schema={schema} anchor={anchor} />
      </SchemaTrail.Provider>
    );
  return <SchemaLevel schema={schema} anchor={anchor} />;
}

function SchemaLevel({ schema, anchor }: { schema: SchemaModel; anchor?: string }) {
  return (
    <>
      <ObjectSchema schema={schema} anchor={anchor} />
      <ArraySchema schema={schema} anchor={anchor} />
      <VariantsSchema schema={schema} anchor={anchor} picker={picker} />
      <ConditionalSchema schema={schema} />
    </>
  );
}

// The discriminator's switch; the picked variant is drawn as any schema is.
const picker = (props: PickerProps) => (
  <VariantPicker {...props}>
    {(variant, anchor) => (
      <SchemaView key={variant.value} schema={variant.schema} anchor={anchor} />
    )}
  </VariantPicker>
);

const RENDER: RenderSchema = {
  view: (schema, anchor) => <SchemaView schema={schema} anchor={anchor} />,
  children: (schema, anchor) => <SchemaChildren schema={schema} anchor={anchor} />,
};
