import { useContext } from 'react';
import type { SchemaModel } from '../../../../lib/reference/model';
import { hasChildren, schemaLabel } from '../schemaLabel';
import { RenderSchemaContext } from './schemaContext';

/** An array's items, and its items by position (prefixItems). */
export function ArraySchema({ schema, anchor }: { schema: SchemaModel; anchor?: string }) {
  const render = useContext(RenderSchemaContext);
  return (
    <>
      {schema.items && hasChildren(schema.items) && (
        <div className="ref-schema__items">
          <span className="ref-schema__caption">Items: {schemaLabel(schema.items)}</span>
          {render.children(schema.items, anchor)}
        </div>
      )}
      {schema.prefixItems && (
        <div className="ref-schema__items" data-keyword="prefixItems">
          <span className="ref-schema__caption">Items by position (prefixItems)</span>
          <ol className="ref-schema__positions" start={0}>
            {schema.prefixItems.map((item, index) => (
              <li key={index}>
                <span className="ref-schema__type">{schemaLabel(item)}</span>
                {render.view(item)}
              </li>
            ))}
          </ol>
        </div>
      )}
    </>
  );
}
