import { useContext, useEffect, useState } from 'react';
import type { PropertyModel } from '../../../../lib/reference/model';
import { AnchorLink } from '../AnchorLink';
import { fieldAnchor } from '../anchors';
import { DeprecatedBadge } from '../Badges';
import { Constraints } from '../Constraints';
import { useOpenedByDeepLink } from '../deepLink';
import { hasChildren, schemaLabel } from '../schemaLabel';
import { RenderSchemaContext, SchemaTrail } from './schemaContext';

/** One field: name, type, flags, description and constraints; nested parts open on a click. */
export function PropertyRow({
  property,
  parentAnchor,
}: {
  property: PropertyModel;
  parentAnchor?: string;
}) {
  const render = useContext(RenderSchemaContext);
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
          <SchemaTrail.Provider value={[]}>{render.children(schema, id)}</SchemaTrail.Provider>
        </div>
      )}
    </li>
  );
}
