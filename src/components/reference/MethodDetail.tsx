import type { OperationModel } from '../../../lib/reference/model';
import { HttpMethodBadge } from './Badges';
import { ParameterTable } from './ParameterTable';
import { MediaView, Responses } from './Responses';
import { SchemaChunkBase } from './schemaChunks';

/** The body of a method page: endpoint, description, parameters, request body and responses. */
export function MethodDetail({
  operation,
  schemaChunkBase,
}: {
  operation: OperationModel;
  schemaChunkBase: string;
}) {
  return (
    <SchemaChunkBase.Provider value={schemaChunkBase}>
      <p className="ref-endpoint">
        <HttpMethodBadge method={operation.httpMethod} /> <code>{operation.path}</code>
      </p>
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
          {operation.requestBody.content.map((media) => (
            <MediaView key={media.contentType} media={media} />
          ))}
        </section>
      )}
      <Responses responses={operation.responses} />
    </SchemaChunkBase.Provider>
  );
}
