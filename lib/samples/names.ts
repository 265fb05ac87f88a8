// How the platform's SDKs turn the spec's names into code names. Their generator (swagger-codegen,
// as the SDKs' sources say in every file's header) splits a name at `_`, `-`, `.` and spaces and
// at lower-to-upper case changes: `from_date` is Node's `fromDate`, Python's `from_date`, C#'s
// `fromDate` option and Java's `setFromDate`; `documentBase64` is PHP's `document_base64`.

/** The words of a name: `from_date`, `fromDate` and `FromDate` all give [from, date]. */
function words(name: string): string[] {
  return name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z\d]+/)
    .filter(Boolean);
}

const upperFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `from_date` → `fromDate`; a name already in camel case keeps its inner capitals. */
export function camelCase(name: string): string {
  const [first = '', ...rest] = name.split(/[^A-Za-z\d]+/).filter(Boolean);
  const head = first.charAt(0).toLowerCase() + first.slice(1);
  return head + rest.map(upperFirst).join('');
}

/** `envelopeDefinition` → `EnvelopeDefinition`, `account_id` → `AccountId`. */
export function pascalCase(name: string): string {
  return upperFirst(camelCase(name));
}

/** `envelopeDefinition` → `envelope_definition`, `startPosition` → `start_position`. */
export function snakeCase(name: string): string {
  return words(name)
    .map((word) => word.toLowerCase())
    .join('_');
}
