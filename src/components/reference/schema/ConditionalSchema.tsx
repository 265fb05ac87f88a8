import { useContext } from 'react';
import type { SchemaModel } from '../../../../lib/reference/model';
import { schemaLabel } from '../schemaLabel';
import { RenderSchemaContext } from './schemaContext';

const PARTS = [
  ['if', 'If the value matches'],
  ['then', 'then it must also match'],
  ['else', 'otherwise it must match'],
] as const;

/** `not`, and `if` / `then` / `else`: the condition and what applies when it holds or not. */
export function ConditionalSchema({ schema }: { schema: SchemaModel }) {
  const render = useContext(RenderSchemaContext);
  return (
    <>
      {schema.not && (
        <div className="ref-schema__variants" data-keyword="not">
          <span className="ref-schema__caption">
            Must not match (not): {schemaLabel(schema.not)}
          </span>
          {render.view(schema.not)}
        </div>
      )}
      {schema.if && (
        <div className="ref-schema__variants ref-schema__conditional">
          {PARTS.map(([key, caption]) =>
            schema[key] ? (
              <div key={key} className="ref-schema__variant" data-keyword={key}>
                <span className="ref-schema__caption">
                  {caption} ({key}): {schemaLabel(schema[key])}
                </span>
                {render.view(schema[key])}
              </div>
            ) : null,
          )}
        </div>
      )}
    </>
  );
}
