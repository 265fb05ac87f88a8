import type { SwaggerFile } from '../openApiFilesSlice';

/** Past this many characters the preview is cut: a full spec is megabytes of JSON. */
const PREVIEW_CHARS = 20_000;

/** The file's title, version and format, then the start of its JSON. */
export function SwaggerPreview({ file }: { file: SwaggerFile }) {
  const info = (file.info ?? {}) as { title?: unknown; version?: unknown };
  const format =
    'openapi' in file ? `OpenAPI ${String(file.openapi)}` : `Swagger ${String(file.swagger)}`;
  const text = JSON.stringify(file, null, 2);
  return (
    <section className="openapi-files__preview" aria-label="Preview">
      <h2>
        {String(info.title ?? 'API description')} {String(info.version ?? '')}
      </h2>
      <p>{format}</p>
      <pre tabIndex={0}>
        <code>{text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}\n…` : text}</code>
      </pre>
    </section>
  );
}
