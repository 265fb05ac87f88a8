import { Link } from 'gatsby';
import './referenceFlags.css';
import type { OperationModel } from '../../../lib/reference/model';

/**
 * Flag `oas`: the operation as its OpenAPI description names it: operationId, the path template
 * and the media types it takes and answers, with a link to the API description files.
 */
export function OpenApiDetails({ operation }: { operation: OperationModel }) {
  const requestTypes = operation.requestBody?.content.map((media) => media.contentType) ?? [];
  const responseTypes = [
    ...new Set(
      operation.responses.flatMap((response) => response.content.map((m) => m.contentType)),
    ),
  ];
  return (
    <dl className="ref-openapi" aria-label="OpenAPI description">
      {operation.operationId && (
        <>
          <dt>operationId</dt>
          <dd>
            <code>{operation.operationId}</code>
          </dd>
        </>
      )}
      <dt>Path</dt>
      <dd>
        <code>
          {operation.httpMethod} {operation.path}
        </code>
      </dd>
      {requestTypes.length > 0 && (
        <>
          <dt>Request media types</dt>
          <dd>{requestTypes.join(', ')}</dd>
        </>
      )}
      {responseTypes.length > 0 && (
        <>
          <dt>Response media types</dt>
          <dd>{responseTypes.join(', ')}</dd>
        </>
      )}
      <dt>Description file</dt>
      <dd>
        <Link to="/tools/openapi-files/">OpenAPI files</Link>
      </dd>
    </dl>
  );
}
