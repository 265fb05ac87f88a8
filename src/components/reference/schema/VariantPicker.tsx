import { useContext, useEffect, useState, type ReactNode } from 'react';
import type { DiscriminatorModel, SchemaModel } from '../../../../lib/reference/model';
import { variantAnchor } from '../anchors';
import { DeepLinkOpen } from '../deepLink';

const CAPTIONS = { oneOf: 'One of', anyOf: 'Any of' } as const;

export interface Choice {
  value: string; // what the discriminator property holds
  schema: SchemaModel;
}

/**
 * The variants a discriminator tells apart: its `mapping` (value → schema name), else each
 * member named by its schema (OpenAPI's implicit mapping). A mapped name that is not a member
 * (a parent schema with the discriminator, its subtypes elsewhere) is fetched when picked.
 */
export function discriminatorChoices(
  discriminator: DiscriminatorModel,
  variants: SchemaModel[],
): Choice[] {
  if (discriminator.mapping) {
    return Object.entries(discriminator.mapping).map(([value, name]) => ({
      value,
      schema: variants.find((variant) => variant.refName === name) ?? {
        refName: name,
        truncated: true,
        constraints: {},
      },
    }));
  }
  return variants.map((schema, index) => ({
    value: schema.refName ?? schema.title ?? `variant ${index + 1}`,
    schema,
  }));
}

/**
 * A discriminated oneOf/anyOf (or a parent's mapping): one button per variant, the fields of
 * the picked one below (docs/behaviour.md §2.1), drawn by `children` (a render prop, so the
 * picker knows nothing of how a schema is drawn). With `anchor`, the n-th choice's fields have
 * the ids of the n-th variant (`~n`, anchors.ts), and a deep link into one picks it.
 */
export function VariantPicker({
  discriminator,
  variants,
  kind,
  anchor,
  children,
}: {
  discriminator: DiscriminatorModel;
  variants: SchemaModel[];
  kind?: 'oneOf' | 'anyOf'; // the members the discriminator tells apart, when the schema has them
  anchor?: string;
  children: (choice: Choice, anchor?: string) => ReactNode;
}) {
  const choices = discriminatorChoices(discriminator, variants);
  const [picked, setPicked] = useState(0);
  const deepLinkOpen = useContext(DeepLinkOpen);
  const linked = anchor
    ? choices.findIndex((_, index) => deepLinkOpen.has(variantAnchor(anchor, index)))
    : -1;
  useEffect(() => {
    if (linked >= 0) setPicked(linked);
  }, [linked]);
  const current = choices[Math.min(picked, choices.length - 1)];
  return (
    <div className="ref-schema__variants ref-variant-picker" data-keyword="discriminator">
      <span className="ref-schema__caption" data-keyword={kind}>
        {kind ? `${CAPTIONS[kind]}, by ` : 'Variant by '}
        <code>{discriminator.propertyName}</code>
      </span>
      {choices.length > 0 && (
        <div
          role="radiogroup"
          aria-label={`Variant by ${discriminator.propertyName}`}
          className="ref-variant-picker__choices"
          data-keyword={discriminator.mapping ? 'mapping' : undefined}
        >
          {choices.map((choice, index) => (
            <button
              key={choice.value}
              type="button"
              role="radio"
              aria-checked={choice === current}
              className="ref-variant-picker__choice"
              onClick={() => setPicked(index)}
            >
              {choice.value}
              {choice.schema.refName && choice.schema.refName !== choice.value
                ? ` (${choice.schema.refName})`
                : ''}
            </button>
          ))}
        </div>
      )}
      {current && (
        <div className="ref-schema__variant" aria-live="polite">
          <p className="ref-variant-picker__note">
            <code>
              {discriminator.propertyName}: {JSON.stringify(current.value)}
            </code>
          </p>
          {children(current, anchor && variantAnchor(anchor, choices.indexOf(current)))}
        </div>
      )}
    </div>
  );
}
