import { createContext, useContext, useEffect, useState } from 'react';
import type { PropertyModel, SchemaModel } from '../../../lib/reference/model';
import { Constraints } from './Constraints';
import { DeprecatedBadge } from './Badges';
import { hasChildren, schemaLabel } from './schemaLabel';
import { fetchSchemaChunk, useSchemaChunkBase } from './schemaChunks';
import { VariantPicker } from './VariantPicker';
import { additionalPropertiesAnchor, fieldAnchor, variantAnchor } from './anchors';
import { AnchorLink } from './AnchorLink';
import { useOpenedByDeepLink } from './deepLink';
import {
  byDirection,
  hiddenFieldsNote,
  type SchemaDirection,
} from '../../../lib/reference/direction';
import { Button } from '../ui';

export type { SchemaDirection };
export const SchemaDirectionContext = createContext<SchemaDirection>('any');

/**
 * Names of the named schemas shown above this point without a click between (variants, items):
 * one met again (a subtype's allOf naming its discriminated parent) is named, not rendered
 * again, so rendering ends. An opened field starts a new trail: the reader chose to go deeper.
 */
const SchemaTrail = createContext<string[]>([]);

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

const VARIANT_CAPTIONS = { oneOf: 'One of', anyOf: 'Any of', allOf: 'All of' } as const;

export function SchemaChildren({ schema, anchor }: { schema: SchemaModel; anchor?: string }) {
  const trail = useContext(SchemaTrail);
  if (schema.unknown) return <p className="ref-schema__unknown">unknown schema</p>;
  if (schema.refName && trail.includes(schema.refName))
    return <p className="ref-schema__cycle">{schema.refName} (shown above)</p>;
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
  const variants = (['oneOf', 'anyOf', 'allOf'] as const).filter((k) => schema[k]?.length);
  const picked = schema.discriminator
    ? (['oneOf', 'anyOf'] as const).find((kind) => schema[kind]?.length)
    : undefined;
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
      {schema.prefixItems && (
        <div className="ref-schema__items" data-keyword="prefixItems">
          <span className="ref-schema__caption">Items by position (prefixItems)</span>
          <ol className="ref-schema__positions" start={0}>
            {schema.prefixItems.map((item, index) => (
              <li key={index}>
                <span className="ref-schema__type">{schemaLabel(item)}</span>
                <SchemaView schema={item} />
              </li>
            ))}
          </ol>
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
      {schema.patternProperties?.map((entry) => (
        <div key={entry.pattern} className="ref-schema__items" data-keyword="patternProperties">
          <span className="ref-schema__caption">
            Properties named like <code>{entry.pattern}</code>: {schemaLabel(entry.schema)}
          </span>
          <SchemaView schema={entry.schema} />
        </div>
      ))}
      {schema.discriminator && (
        <VariantPicker
          discriminator={schema.discriminator}
          variants={picked ? schema[picked]! : []}
          kind={picked}
          anchor={anchor}
        />
      )}
      {variants
        .filter((kind) => kind !== picked)
        .map((kind) => (
          <div key={kind} className="ref-schema__variants" data-keyword={kind}>
            <span className="ref-schema__caption">{VARIANT_CAPTIONS[kind]}</span>
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
      {schema.not && (
        <div className="ref-schema__variants" data-keyword="not">
          <span className="ref-schema__caption">
            Must not match (not): {schemaLabel(schema.not)}
          </span>
          <SchemaView schema={schema.not} />
        </div>
      )}
      {schema.if && <Conditional schema={schema} />}
    </>
  );
}

/** `if` / `then` / `else`: the condition and what applies when it holds or not. */
function Conditional({ schema }: { schema: SchemaModel }) {
  const parts = [
    ['if', 'If the value matches'],
    ['then', 'then it must also match'],
    ['else', 'otherwise it must match'],
  ] as const;
  return (
    <div className="ref-schema__variants ref-schema__conditional">
      {parts.map(([key, caption]) =>
        schema[key] ? (
          <div key={key} className="ref-schema__variant" data-keyword={key}>
            <span className="ref-schema__caption">
              {caption} ({key}): {schemaLabel(schema[key])}
            </span>
            <SchemaView schema={schema[key]} />
          </div>
        ) : null,
      )}
    </div>
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
        <span
          className="ref-schema__type"
          data-keyword={schema.type?.includes(' | ') ? 'type' : undefined}
        >
          {schemaLabel(schema)}
        </span>
        {property.required && <span className="ref-required">required</span>}
        {schema.readOnly && (
          <span className="ref-flag" data-keyword="readOnly">
            read only
          </span>
        )}
        {schema.writeOnly && (
          <span className="ref-flag" data-keyword="writeOnly">
            write only
          </span>
        )}
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
          {/* a field opens on a click, so a recursive schema may go on below it */}
          <SchemaTrail.Provider value={[]}>
            <SchemaChildren schema={schema} anchor={id} />
          </SchemaTrail.Provider>
        </div>
      )}
    </li>
  );
}

/** A named schema beyond the page's depth: its chunk is fetched when the reader expands it. */
export function TruncatedSchema({ schema, anchor }: { schema: SchemaModel; anchor?: string }) {
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
  if (state.status === 'ready')
    return <SchemaChildren schema={{ ...state.schema, refName: name }} anchor={anchor} />;
  if (state.status === 'loading') return <p className="ref-schema__loading">Loading {name}…</p>;
  return (
    <div role="alert" className="ref-schema__error">
      Could not load {name}: {state.message}{' '}
      <Button
        small
        onClick={() => {
          setState({ status: 'loading' });
          setAttempt(attempt + 1);
        }}
      >
        Retry
      </Button>
    </div>
  );
}

type ChunkState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; schema: SchemaModel };
