import type {
  CallbackModel,
  OperationModel,
  SecuritySchemeModel,
} from '../../../lib/reference/model';
import { HydrateLater } from '../layouts/HydrateLater';
import { HttpMethodBadge } from './Badges';
import { ParameterTable } from './ParameterTable';
import { MediaView, Responses } from './Responses';
import { SchemaChunkBase } from './schemaChunks';
import { SandboxTryIt } from './SandboxTryIt';
import { Security } from './Security';
import { mediaAnchor } from './anchors';
import { DeepLinkOpen, useDeepLink } from './deepLink';

type RequestBody = NonNullable<OperationModel['requestBody']>;

/**
 * The body of a method page: endpoint, description, authorization, parameters, request body,
 * responses and callbacks. A webhook page shows the request the API sends instead of an
 * endpoint. The location's hash, a deep link to a parameter, field or response (anchors.ts),
 * opens the rows on its path.
 */
export function MethodDetail({
  operation,
  schemaChunkBase,
  securitySchemes = {},
  webhook = false,
  hash,
}: {
  operation: OperationModel;
  schemaChunkBase: string;
  securitySchemes?: Record<string, SecuritySchemeModel>;
  webhook?: boolean;
  /** The location's hash: a deep link to a parameter, field or response (anchors.ts). */
  hash?: string;
}) {
  const deepLinkOpen = useDeepLink(hash);
  return (
    <SchemaChunkBase.Provider value={schemaChunkBase}>
      <DeepLinkOpen.Provider value={deepLinkOpen}>
        {webhook ? (
          <p className="ref-endpoint" data-keyword="webhooks">
            <HttpMethodBadge method={operation.httpMethod} /> Webhook <code>{operation.path}</code>:
            the API sends this request to the URL you register.
          </p>
        ) : (
          <p className="ref-endpoint">
            <HttpMethodBadge method={operation.httpMethod} /> <code>{operation.path}</code>
          </p>
        )}
        {operation.sdkMethodName && (
          <p className="ref-sdk-method">
            SDK method: <code>{operation.sdkMethodName}</code>
          </p>
        )}
        {operation.summary && <p className="ref-summary">{operation.summary}</p>}
        {!webhook && <SandboxTryIt operationId={operation.operationId} />}
        <div className="ref-html" dangerouslySetInnerHTML={{ __html: operation.descriptionHtml }} />
        {operation.security && <Security security={operation.security} schemes={securitySchemes} />}
        {operation.parameters.length > 0 && (
          <section className="ref-parameters" aria-labelledby="parameters-title">
            <h2 id="parameters-title">Parameters</h2>
            <HydrateLater>
              <ParameterTable parameters={operation.parameters} />
            </HydrateLater>
          </section>
        )}
        {operation.requestBody && (
          <HydrateLater>
            <RequestBodyView body={operation.requestBody} titleId="request-body-title" anchored />
          </HydrateLater>
        )}
        <HydrateLater>
          <Responses responses={operation.responses} />
        </HydrateLater>
        {operation.callbacks && (
          <HydrateLater>
            <Callbacks callbacks={operation.callbacks} />
          </HydrateLater>
        )}
      </DeepLinkOpen.Provider>
    </SchemaChunkBase.Provider>
  );
}

function RequestBodyView({
  body,
  titleId,
  nested = false,
  anchored = false,
}: {
  body: RequestBody;
  titleId: string;
  nested?: boolean;
  /** The operation's own body has deep-link anchors (`#body-…`); a callback's has none. */
  anchored?: boolean;
}) {
  const Heading = nested ? 'h4' : 'h2';
  return (
    <section className="ref-request-body" aria-labelledby={titleId}>
      <Heading id={titleId}>
        Request body
        {body.required && <span className="ref-required">required</span>}
      </Heading>
      {body.descriptionHtml && (
        <div className="ref-html" dangerouslySetInnerHTML={{ __html: body.descriptionHtml }} />
      )}
      {body.content.map((media, index) => (
        <MediaView
          key={media.contentType}
          media={media}
          direction="request"
          anchor={anchored ? mediaAnchor('body', index) : undefined}
        />
      ))}
    </section>
  );
}

/** The requests the API makes back to the caller (OAS 3 `callbacks`), with their responses. */
function Callbacks({ callbacks }: { callbacks: CallbackModel[] }) {
  return (
    <section className="ref-callbacks" aria-labelledby="callbacks-title" data-keyword="callbacks">
      <h2 id="callbacks-title">Callbacks</h2>
      {callbacks.map((callback, c) =>
        callback.operations.map((operation, o) => {
          const id = `callback-${c}-${o}-`;
          return (
            <article
              key={id}
              className="ref-callback"
              aria-label={`Callback ${callback.name} ${operation.httpMethod}`}
            >
              <h3>
                {callback.name}: <HttpMethodBadge method={operation.httpMethod} />{' '}
                <code>{callback.expression}</code>
              </h3>
              {operation.summary && <p className="ref-summary">{operation.summary}</p>}
              <div
                className="ref-html"
                dangerouslySetInnerHTML={{ __html: operation.descriptionHtml }}
              />
              {operation.parameters.length > 0 && (
                <ParameterTable parameters={operation.parameters} />
              )}
              {operation.requestBody && (
                <RequestBodyView body={operation.requestBody} titleId={`${id}body`} nested />
              )}
              <Responses responses={operation.responses} idPrefix={id} nested />
            </article>
          );
        }),
      )}
    </section>
  );
}
