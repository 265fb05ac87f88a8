/**
 * A named schema met again above this point without a click between (a subtype's allOf naming
 * its discriminated parent): named, not drawn again, so drawing a recursive schema ends.
 */
export function RecursiveSchema({ name }: { name: string }) {
  return <p className="ref-schema__cycle">{name} (shown above)</p>;
}
