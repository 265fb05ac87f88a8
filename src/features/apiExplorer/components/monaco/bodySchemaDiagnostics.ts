import type { Monaco } from '@monaco-editor/react';
import type { JsonSchema } from '../../../../../lib/reference/jsonSchema';

/** The request body editor's model: the JSON schema applies to it alone (by fileMatch). */
export const BODY_MODEL_URI = 'inmemory://explorer/request-body.json';
const BODY_SCHEMA_URI = 'inmemory://explorer/request-body.schema.json';

/** Validation of the body editor against its schema; no schema is ever fetched. */
export function applyBodySchema(monaco: Monaco, schema: JsonSchema | undefined) {
  monaco.languages.json.jsonDefaults.setDiagnosticsOptions({
    validate: true,
    allowComments: false,
    enableSchemaRequest: false,
    schemas: schema ? [{ uri: BODY_SCHEMA_URI, fileMatch: [BODY_MODEL_URI], schema }] : [],
  });
}
