import type { LinkModel, MediaModel, ResponseModel } from '../../../lib/reference/model';
import { Examples } from './Examples';
import { SchemaDirectionContext, type SchemaDirection } from './schema/schemaContext';
import { SchemaView } from './schema/SchemaView';
import { schemaLabel } from './schemaLabel';
import { statusName } from './statusNames';
import { mediaAnchor, responseAnchor } from './anchors';
import { AnchorLink } from './AnchorLink';

/** Responses by status: description, schema per media type and examples as formatted JSON. */
export function Responses({
  responses,
  idPrefix = '',
  nested = false,
}: {
  responses: ResponseModel[];
  idPrefix?: string; // a callback's responses sit on the same page as the operation's
  nested?: boolean;
}) {
  if (responses.length === 0) return null;
  const Heading = nested ? 'h4' : 'h2';
  // deep-link anchors (anchors.ts) belong to the operation's own responses, not a callback's
  const anchored = idPrefix === '';
  return (
    <section className="ref-responses" aria-labelledby={`${idPrefix}responses-title`}>
      <Heading id={`${idPrefix}responses-title`}>Responses</Heading>
      {responses.map((response) => (
        <article
          key={response.status}
          id={anchored ? responseAnchor(response.status) : undefined}
          className="ref-response"
          aria-label={`Response ${response.status}`}
        >
          <h3>
            <span className={`ref-status ref-status--${response.status[0]}`}>
              {response.status}
            </span>{' '}
            {statusName(response.status)}
            {anchored && (
              <AnchorLink
                id={responseAnchor(response.status)}
                label={`response ${response.status}`}
              />
            )}
          </h3>
          {response.descriptionHtml && (
            <div
              className="ref-html"
              dangerouslySetInnerHTML={{ __html: response.descriptionHtml }}
            />
          )}
          {response.content.map((media, index) => (
            <MediaView
              key={media.contentType}
              media={media}
              direction="response"
              anchor={anchored ? mediaAnchor(responseAnchor(response.status), index) : undefined}
            />
          ))}
          {response.links && <Links links={response.links} />}
        </article>
      ))}
    </section>
  );
}

/** One media type of a request or response body; `anchor`: the base of its fields' ids. */
export function MediaView({
  media,
  direction,
  anchor,
}: {
  media: MediaModel;
  direction: Exclude<SchemaDirection, 'any'>;
  anchor?: string;
}) {
  return (
    <div className="ref-media">
      <p className="ref-media__type">
        <code>{media.contentType}</code>
        {media.schema && !media.binary && <> · {schemaLabel(media.schema)}</>}
      </p>
      {media.binary ? (
        <p className="ref-media__binary">Binary content ({media.contentType}).</p>
      ) : (
        media.schema && (
          <SchemaDirectionContext.Provider value={direction}>
            <SchemaView schema={media.schema} anchor={anchor} />
          </SchemaDirectionContext.Provider>
        )
      )}
      <Examples
        examples={media.examples}
        label={direction === 'request' ? 'Request' : 'Response'}
      />
    </div>
  );
}

/** A response's `links`: operations its values can feed, with the parameters they fill. */
function Links({ links }: { links: LinkModel[] }) {
  return (
    <div className="ref-links" data-keyword="links">
      <h4>Links</h4>
      <ul>
        {links.map((link) => (
          <li key={link.name}>
            <code>{link.name}</code> → {link.operationId ?? link.operationRef ?? 'operation'}
            {link.descriptionHtml && (
              <div
                className="ref-html"
                dangerouslySetInnerHTML={{ __html: link.descriptionHtml }}
              />
            )}
            {link.parameters && (
              <ul className="ref-constraints">
                {Object.entries(link.parameters).map(([name, value]) => (
                  <li key={name}>
                    <span className="ref-constraints__label">{name}</span>{' '}
                    <code>{typeof value === 'string' ? value : JSON.stringify(value)}</code>
                  </li>
                ))}
              </ul>
            )}
            {link.requestBody !== undefined && (
              <p>
                <span className="ref-constraints__label">request body</span>{' '}
                <code>{JSON.stringify(link.requestBody)}</code>
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
