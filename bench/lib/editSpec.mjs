// The edit --warm makes before its second build: one spec file changed as an author would change
// it (one operation's summary), so the build must notice a change and find what it feeds.
import fs from 'node:fs';
import path from 'node:path';

const SPEC = 'esignature-v2.1.json';

/** Appends a sentence to the first operation's summary of eSignature v2.1; answers what changed. */
export function editOneSpec(specsDir) {
  const file = path.join(specsDir, SPEC);
  const spec = JSON.parse(fs.readFileSync(file, 'utf8'));
  const [apiPath, item] = Object.entries(spec.paths)[0];
  const [method, operation] = Object.entries(item).find(([, value]) => value.operationId);
  operation.summary = `${operation.summary ?? ''} Edited ${new Date().toISOString()}.`.trim();
  fs.writeFileSync(file, JSON.stringify(spec, null, 2));
  return `${SPEC}: summary of ${method.toUpperCase()} ${apiPath}`;
}
