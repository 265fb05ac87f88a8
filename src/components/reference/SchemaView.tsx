import { useEffect, useState } from 'react';
import type { PropertyModel, SchemaModel } from '../../../lib/reference/model';
import { Constraints } from './Constraints';
import { DeprecatedBadge } from './Badges';
import { hasChildren, schemaLabel } from './schemaLabel';
import { fetchSchemaChunk, useSchemaChunkBase } from './schemaChunks';
import { additionalPropertiesAnchor, fieldAnchor, variantAnchor } from './anchors';
import { AnchorLink } from './AnchorLink';
import { useOpenedByDeepLink } from './deepLink';

/**
 * A schema with its nested parts; nested objects expand in place. With `anchor` (the base of
 * its fields' ids, see anchors.ts) every field row has an id and a "copy link".
 */
export function SchemaView({ schema, anchor }: { schema: SchemaModel; anchor?: string }) {
  return (
    <div className="ref-schema">
      {schema.descriptionHtml && (
        <div className="ref-html" dangerouslySetInnerHTML={{ __html: schema.descriptionHtml }} />
      )}
      <SchemaChildren schema={schema} anchor={anchor} />
    </div>
  );
}

function SchemaChildren({ schema, anchor }: { schema: SchemaModel; anchor?: string }) {
  if (schema.unknown) return <p className="ref-schema__unknown">unknown schema</p>;
  if (schema.truncated) return <TruncatedSchema schema={schema} anchor={anchor} />;
  const variants = (['oneOf', 'anyOf', 'allOf'] as const).filter((k) => schema[k]?.length);
  return (
    <>
      {schema.properties?.length ? (
        <PropertyList properties={schema.properties} anchor={anchor} />
      ) : null}
      {schema.items && hasChildren(schema.items) && (
        <div className="ref-schema__items">
          <span className="ref-schema__caption">Items: {schemaLabel(schema.items)}</span>
          <SchemaChildren schema={schema.items} anchor={anchor} />
        </div>
      )}
      {typeof schema.additionalProperties === 'object' && (
        <div className="ref-schema__items">
          <span className="ref-schema__caption">
            Additional properties: {schemaLabel(schema.additionalProperties)}
          </span>
          <SchemaChildren
            schema={schema.additionalProperties}
            anchor={anchor && additionalPropertiesAnchor(anchor)}
          />
        </div>
      )}
      {variants.map((kind) => (
        <div key={kind} className="ref-schema__variants">
          <span className="ref-schema__caption">
            {kind === 'oneOf' ? 'One of' : kind === 'anyOf' ? 'Any of' : 'All of'}
          </span>
          {schema[kind]!.map((variant, index) => (
            <div key={index} className="ref-schema__variant">
              <span className="ref-schema__type">{schemaLabel(variant)}</span>
              <SchemaView
                schema={variant}
                anchor={anchor && (kind === 'allOf' ? anchor : variantAnchor(anchor, index))}
              />
            </div>
          ))}
        </div>
      ))}
    </>
  );
}

function PropertyList({ properties, anchor }: { properties: PropertyModel[]; anchor?: string }) {
  return (
    <ul className="ref-props">
      {properties.map((property) => (
        <PropertyRow key={property.name} property={property} parentAnchor={anchor} />
      ))}
    </ul>
  );
}

function PropertyRow({
  property,
  parentAnchor,
}: {
  property: PropertyModel;
  parentAnchor?: string;
}) {
  const id = parentAnchor === undefined ? undefined : fieldAnchor(parentAnchor, property.name);
  const onDeepLinkPath = useOpenedByDeepLink(id);
  const [open, setOpen] = useState(onDeepLinkPath);
  useEffect(() => {
    if (onDeepLinkPath) setOpen(true);
  }, [onDeepLinkPath]);
  const { schema } = property;
  const expandable = hasChildren(schema);
  return (
    <li className="ref-prop" id={id}>
      <div className="ref-prop__head">
        <code className="ref-prop__name">{property.name}</code>{' '}
        {id && <AnchorLink id={id} label={property.name} />}
        <span className="ref-schema__type">{schemaLabel(schema)}</span>
        {property.required && <span className="ref-required">required</span>}
        {schema.readOnly && <span className="ref-flag">read only</span>}
        {schema.deprecated && <DeprecatedBadge />}
        {expandable && (
          <button
            type="button"
            className="ref-expand"
            aria-expanded={open}
            aria-label={`${open ? 'Collapse' : 'Expand'} ${property.name}`}
            onClick={() => setOpen(!open)}
          >
            {open ? '−' : '+'}
          </button>
        )}
      </div>
      {schema.descriptionHtml && (
        <div className="ref-html" dangerouslySetInnerHTML={{ __html: schema.descriptionHtml }} />
      )}
      <Constraints schema={schema} />
      {expandable && open && (
        <div className="ref-prop__nested">
          <SchemaChildren schema={schema} anchor={id} />
        </div>
      )}
    </li>
  );
}

/** A named schema beyond the page's depth: its chunk is fetched when the reader expands it. */
function TruncatedSchema({ schema, anchor }: { schema: SchemaModel; anchor?: string }) {
  const chunkBase = useSchemaChunkBase();
  const name = schema.refName ?? '';
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ChunkState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetchSchemaChunk(chunkBase, name).then(
      (loaded) => live && setState({ status: 'ready', schema: { ...loaded, truncated: false } }),
      (error: Error) => live && setState({ status: 'error', message: error.message }),
    );
    return () => {
      live = false;
    };
  }, [chunkBase, name, attempt]);
  if (state.status === 'ready') return <SchemaChildren schema={state.schema} anchor={anchor} />;
  if (state.status === 'loading') return <p className="ref-schema__loading">Loading {name}…</p>;
  return (
    <div role="alert" className="ref-schema__error">
      Could not load {name}: {state.message}{' '}
      <button
        type="button"
        onClick={() => {
          setState({ status: 'loading' });
          setAttempt(attempt + 1);
        }}
      >
        Retry
      </button>
    </div>
  );
}

type ChunkState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; schema: SchemaModel };
