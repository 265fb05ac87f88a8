import type { SecurityRequirementModel, SecuritySchemeModel } from '../../../lib/reference/model';
import { FLOW_NAMES, schemeKind } from '../../../lib/reference/securityText';

/**
 * How to authorize the operation: each alternative (any one suffices), its schemes with their
 * flows, and the scopes this operation needs (docs/behaviour.md §2.1).
 */
export function Security({
  security,
  schemes,
}: {
  security: SecurityRequirementModel[];
  schemes: Record<string, SecuritySchemeModel>;
}) {
  return (
    <section className="ref-security" aria-labelledby="security-title" data-keyword="security">
      <h2 id="security-title">Authorization</h2>
      {security.length === 0 || security.every((alternative) => alternative.length === 0) ? (
        <p>No authorization needed.</p>
      ) : (
        <>
          {security.length > 1 && <p>Any one of these:</p>}
          <ul className="ref-security__alternatives">
            {security.map((alternative, index) => (
              <li key={index}>
                {alternative.map(({ scheme, scopes }) => (
                  <SchemeRequirement
                    key={scheme}
                    name={scheme}
                    scheme={schemes[scheme]}
                    scopes={scopes}
                  />
                ))}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function SchemeRequirement({
  name,
  scheme,
  scopes,
}: {
  name: string;
  scheme?: SecuritySchemeModel;
  scopes: string[];
}) {
  const described = new Map((scheme?.flows ?? []).flatMap((flow) => Object.entries(flow.scopes)));
  return (
    <div className="ref-security__scheme">
      <p>
        <code>{name}</code> · {schemeKind(scheme)}
      </p>
      {scheme?.descriptionHtml && (
        <div className="ref-html" dangerouslySetInnerHTML={{ __html: scheme.descriptionHtml }} />
      )}
      {scheme?.flows && (
        <ul className="ref-constraints" data-keyword="flows">
          {scheme.flows.map((flow) => (
            <li key={flow.flow}>
              <span className="ref-constraints__label">
                {FLOW_NAMES[flow.flow] ?? flow.flow} flow
              </span>{' '}
              {flow.authorizationUrl && <code>{flow.authorizationUrl}</code>}{' '}
              {flow.tokenUrl && <code>{flow.tokenUrl}</code>}
            </li>
          ))}
        </ul>
      )}
      {scopes.length > 0 && (
        <div data-keyword="scopes">
          Scopes needed:
          <ul className="ref-security__scopes">
            {scopes.map((scope) => (
              <li key={scope}>
                <code>{scope}</code>
                {described.get(scope) ? ` — ${described.get(scope)}` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
