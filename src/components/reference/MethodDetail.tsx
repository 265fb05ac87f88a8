import type { OperationModel } from '../../../lib/reference/model';
import { HttpMethodBadge } from './Badges';
import { ParameterTable } from './ParameterTable';
import { MediaView, Responses } from './Responses';
import { SchemaChunkBase } from './schemaChunks';
import { mediaAnchor } from './anchors';
import { DeepLinkOpen, useDeepLink } from './deepLink';

/** The body of a method page: endpoint, description, parameters, request body and responses. */
export function MethodDetail({
  operation,
  schemaChunkBase,
  hash,
}: {
  operation: OperationModel;
  schemaChunkBase: string;
  /** The location's hash: a deep link to a parameter, field or response (anchors.ts). */
  hash?: string;
}) {
  const deepLinkOpen = useDeepLink(hash);
  return (
    <SchemaChunkBase.Provider value={schemaChunkBase}>
      <DeepLinkOpen.Provider value={deepLinkOpen}>
        <p className="ref-endpoint">
          <HttpMethodBadge method={operation.httpMethod} /> <code>{operation.path}</code>
        </p>
        {operation.sdkMethodName && (
          <p className="ref-sdk-method">
            SDK method: <code>{operation.sdkMethodName}</code>
          </p>
        )}
        {operation.summary && <p className="ref-summary">{operation.summary}</p>}
        <div className="ref-html" dangerouslySetInnerHTML={{ __html: operation.descriptionHtml }} />
        {operation.parameters.length > 0 && (
          <section className="ref-parameters" aria-labelledby="parameters-title">
            <h2 id="parameters-title">Parameters</h2>
            <ParameterTable parameters={operation.parameters} />
          </section>
        )}
        {operation.requestBody && (
          <section className="ref-request-body" aria-labelledby="request-body-title">
            <h2 id="request-body-title">
              Request body
              {operation.requestBody.required && <span className="ref-required">required</span>}
            </h2>
            {operation.requestBody.descriptionHtml && (
              <div
                className="ref-html"
                dangerouslySetInnerHTML={{ __html: operation.requestBody.descriptionHtml }}
              />
            )}
            {operation.requestBody.content.map((media, index) => (
              <MediaView
                key={media.contentType}
                media={media}
                anchor={mediaAnchor('body', index)}
              />
            ))}
          </section>
        )}
        <Responses responses={operation.responses} />
      </DeepLinkOpen.Provider>
    </SchemaChunkBase.Provider>
  );
}
