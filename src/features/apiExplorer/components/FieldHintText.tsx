/** The id of the hint under field `fieldId`, for its aria-describedby. */
export const hintId = (fieldId: string) => `${fieldId}-hint`;

/**
 * Under a field: its format in words and the schema's description (HTML written by the build
 * from the spec's markdown). Long descriptions show their first two lines (explorer.css): the
 * hint keeps its height whether or not the field has focus, so nothing below it moves.
 */
export function FieldHintText({
  fieldId,
  format,
  descriptionHtml,
}: {
  fieldId: string;
  format?: string;
  descriptionHtml?: string;
}) {
  if (!format && !descriptionHtml) return null;
  return (
    <div id={hintId(fieldId)} className="explorer-field__hint">
      {format && <span className="explorer-field__format">{format}</span>}
      {descriptionHtml && (
        <div
          className="explorer-field__description ref-html"
          dangerouslySetInnerHTML={{ __html: descriptionHtml }}
        />
      )}
    </div>
  );
}

/** Whether a field has a hint to point at. */
export const hasHint = (format?: string, descriptionHtml?: string) =>
  Boolean(format || descriptionHtml);
