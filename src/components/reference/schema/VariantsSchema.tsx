import { useContext, type ReactNode } from 'react';
import type { DiscriminatorModel, SchemaModel } from '../../../../lib/reference/model';
import { variantAnchor } from '../anchors';
import { schemaLabel } from '../schemaLabel';
import { RenderSchemaContext } from './schemaContext';

const CAPTIONS = { oneOf: 'One of', anyOf: 'Any of', allOf: 'All of' } as const;

/** What a variant picker is given: the discriminator and the members it tells apart. */
export interface PickerProps {
  discriminator: DiscriminatorModel;
  variants: SchemaModel[];
  kind?: 'oneOf' | 'anyOf';
  anchor?: string;
}

/**
 * oneOf / anyOf / allOf. A discriminated oneOf or anyOf is drawn by `picker` (a render prop:
 * the switch between variants), the other lists one variant under another; allOf parts share
 * the schema's anchor, since their fields are the schema's own.
 */
export function VariantsSchema({
  schema,
  anchor,
  picker,
}: {
  schema: SchemaModel;
  anchor?: string;
  picker: (props: PickerProps) => ReactNode;
}) {
  const render = useContext(RenderSchemaContext);
  const kinds = (['oneOf', 'anyOf', 'allOf'] as const).filter((kind) => schema[kind]?.length);
  const picked = schema.discriminator
    ? (['oneOf', 'anyOf'] as const).find((kind) => schema[kind]?.length)
    : undefined;
  return (
    <>
      {schema.discriminator &&
        picker({
          discriminator: schema.discriminator,
          variants: picked ? schema[picked]! : [],
          kind: picked,
          anchor,
        })}
      {kinds
        .filter((kind) => kind !== picked)
        .map((kind) => (
          <div key={kind} className="ref-schema__variants" data-keyword={kind}>
            <span className="ref-schema__caption">{CAPTIONS[kind]}</span>
            {schema[kind]!.map((variant, index) => (
              <div key={index} className="ref-schema__variant">
                <span className="ref-schema__type">{schemaLabel(variant)}</span>
                {render.view(
                  variant,
                  anchor && (kind === 'allOf' ? anchor : variantAnchor(anchor, index)),
                )}
              </div>
            ))}
          </div>
        ))}
    </>
  );
}
