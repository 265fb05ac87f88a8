import type { OperationModel, SecuritySchemeModel } from '../../lib/reference/model';
import { FLOW_NAMES, schemeKind } from '../../lib/reference/securityText';
import { plainText } from './schemaMarkdown';

/** The method page's Authorization section as markdown: each alternative, flows and scopes. */
export function securityMarkdown(
  operation: OperationModel,
  schemes: Record<string, SecuritySchemeModel> = {},
): string[] {
  if (!operation.security) return [];
  const out = ['## Authorization', ''];
  const alternatives = operation.security.filter((alternative) => alternative.length > 0);
  if (alternatives.length === 0) return [...out, 'No authorization needed.', ''];
  if (alternatives.length > 1) out.push('Any one of these:', '');
  for (const alternative of alternatives)
    for (const { scheme: name, scopes } of alternative) {
      const scheme = schemes[name];
      out.push(`- \`${name}\` · ${schemeKind(scheme)}`);
      const about = plainText(scheme?.descriptionHtml);
      if (about) out.push(`  ${about}`);
      for (const flow of scheme?.flows ?? []) {
        const urls = [flow.authorizationUrl, flow.tokenUrl].filter(Boolean).map((u) => `\`${u}\``);
        out.push(`  - ${FLOW_NAMES[flow.flow] ?? flow.flow} flow ${urls.join(' ')}`.trimEnd());
      }
      const described = new Map((scheme?.flows ?? []).flatMap((f) => Object.entries(f.scopes)));
      if (scopes.length > 0) {
        out.push('  - Scopes needed:');
        for (const scope of scopes)
          out.push(`    - \`${scope}\`${described.get(scope) ? ` — ${described.get(scope)}` : ''}`);
      }
    }
  out.push('');
  return out;
}
