import { byDirection, hiddenFieldsNote } from '../../../../lib/reference/direction';
import { useContext } from 'react';
import type { PropertyModel, SchemaModel } from '../../../../lib/reference/model';
import { additionalPropertiesAnchor } from '../anchors';
import { schemaLabel } from '../schemaLabel';
import { PropertyRow } from './PropertyRow';
import { RenderSchemaContext, SchemaDirectionContext } from './schemaContext';

/** An object's fields (those the direction hides named below), additional and pattern properties. */
export function ObjectSchema({ schema, anchor }: { schema: SchemaModel; anchor?: string }) {
  const render = useContext(RenderSchemaContext);
  return (
    <>
      {schema.properties?.length ? (
        <PropertyList properties={schema.properties} anchor={anchor} />
      ) : null}
      {typeof schema.additionalProperties === 'object' && (
        <div className="ref-schema__items">
          <span className="ref-schema__caption">
            Additional properties: {schemaLabel(schema.additionalProperties)}
          </span>
          {render.children(
            schema.additionalProperties,
            anchor && additionalPropertiesAnchor(anchor),
          )}
        </div>
      )}
      {schema.patternProperties?.map((entry) => (
        <div key={entry.pattern} className="ref-schema__items" data-keyword="patternProperties">
          <span className="ref-schema__caption">
            Properties named like <code>{entry.pattern}</code>: {schemaLabel(entry.schema)}
          </span>
          {render.view(entry.schema)}
        </div>
      ))}
    </>
  );
}

function PropertyList({ properties, anchor }: { properties: PropertyModel[]; anchor?: string }) {
  const direction = useContext(SchemaDirectionContext);
  const { shown, hidden, flag: hiddenFlag } = byDirection(properties, direction);
  return (
    <>
      <ul className="ref-props">
        {shown.map((property) => (
          <PropertyRow key={property.name} property={property} parentAnchor={anchor} />
        ))}
      </ul>
      {hidden.length > 0 && (
        <p className="ref-schema__hidden" data-keyword={hiddenFlag}>
          {hiddenFieldsNote(hidden, direction, hiddenFlag)}
        </p>
      )}
    </>
  );
}
