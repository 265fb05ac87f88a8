import type { MediaModel, ResponseModel } from '../../../lib/reference/model';
import { SchemaView } from './SchemaView';
import { schemaLabel } from './schemaLabel';
import { statusName } from './statusNames';
import { mediaAnchor, responseAnchor } from './anchors';
import { AnchorLink } from './AnchorLink';

/** Responses by status: description, schema per media type and examples as formatted JSON. */
export function Responses({ responses }: { responses: ResponseModel[] }) {
  if (responses.length === 0) return null;
  return (
    <section className="ref-responses" aria-labelledby="responses-title">
      <h2 id="responses-title">Responses</h2>
      {responses.map((response) => (
        <article
          key={response.status}
          id={responseAnchor(response.status)}
          className="ref-response"
          aria-label={`Response ${response.status}`}
        >
          <h3>
            <span className={`ref-status ref-status--${response.status[0]}`}>
              {response.status}
            </span>{' '}
            {statusName(response.status)}
            <AnchorLink
              id={responseAnchor(response.status)}
              label={`response ${response.status}`}
            />
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
              anchor={mediaAnchor(responseAnchor(response.status), index)}
            />
          ))}
        </article>
      ))}
    </section>
  );
}

/** One media type of a request or response body; `anchor`: the base of its fields' ids. */
export function MediaView({ media, anchor }: { media: MediaModel; anchor?: string }) {
  return (
    <div className="ref-media">
      <p className="ref-media__type">
        <code>{media.contentType}</code>
        {media.schema && !media.binary && <> · {schemaLabel(media.schema)}</>}
      </p>
      {media.binary ? (
        <p className="ref-media__binary">Binary content ({media.contentType}).</p>
      ) : (
        media.schema && <SchemaView schema={media.schema} anchor={anchor} />
      )}
      {media.examples.map((example) => (
        <figure key={example.name} className="ref-example">
          <figcaption>Example{example.summary ? `: ${example.summary}` : ''}</figcaption>
          <pre tabIndex={0}>
            <code>
              {typeof example.value === 'string'
                ? example.value
                : JSON.stringify(example.value, null, 2)}
            </code>
          </pre>
        </figure>
      ))}
    </div>
  );
}
