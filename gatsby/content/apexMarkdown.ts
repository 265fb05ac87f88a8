import type { ApexClass } from '../../lib/site/apex';

/**
 * The markdown form of an Apex class: gives its page searchable text and the "on this page"
 * headings, the same way a hand-written docs page gets them.
 */
export function apexClassMarkdown(apexClass: ApexClass): string {
  const lines = [apexClass.summary, '', apexClass.description, ''];
  if (apexClass.properties.length > 0) {
    lines.push('## Properties', '');
    for (const property of apexClass.properties)
      lines.push(`- \`${property.name}\` (${property.type}): ${property.description}`);
    lines.push('');
  }
  if (apexClass.methods.length > 0) {
    lines.push('## Methods', '');
    for (const method of apexClass.methods) {
      lines.push(
        `### ${method.name}`,
        '',
        '```apex',
        method.signature,
        '```',
        '',
        method.description,
        '',
      );
      for (const parameter of method.parameters)
        lines.push(`- \`${parameter.name}\` (${parameter.type}): ${parameter.description}`);
      if (method.returns)
        lines.push('', `Returns ${method.returns.type}: ${method.returns.description}`);
      lines.push('');
    }
  }
  return lines.join('\n');
}
