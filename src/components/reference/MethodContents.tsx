import type { OperationModel } from '../../../lib/reference/model';
import './referenceFlags.css';
import { responseAnchor } from './anchors';
import { statusName } from './statusNames';

/**
 * Flag `apiReferenceRevamp`: an "On this page" list at the top of a method page, to its
 * parameters, request body and each response, so a long page is read by its parts.
 */
export function MethodContents({ operation }: { operation: OperationModel }) {
  return (
    <nav className="ref-contents" aria-label="On this page">
      <p className="ref-contents__title">On this page</p>
      <ul>
        {operation.parameters.length > 0 && (
          <li>
            <a href="#parameters-title">Parameters</a>
          </li>
        )}
        {operation.requestBody && (
          <li>
            <a href="#request-body-title">Request body</a>
          </li>
        )}
        <li>
          <a href="#responses-title">Responses</a>
          <ul>
            {operation.responses.map((response) => (
              <li key={response.status}>
                <a href={`#${responseAnchor(response.status)}`}>
                  {response.status} {statusName(response.status)}
                </a>
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </nav>
  );
}
