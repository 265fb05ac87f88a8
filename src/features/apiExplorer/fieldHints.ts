import type { SchemaModel } from '../../../lib/reference/model';

/** What a form field shows of its schema besides its name: a placeholder and a format hint. */
export interface FieldHint {
  placeholder?: string;
  /** The on-screen keyboard a phone opens for the field. */
  inputMode?: 'text' | 'email' | 'url' | 'numeric' | 'decimal';
  /** The format in words, e.g. "date-time (ISO 8601)". */
  format?: string;
}

// What each common format looks like; the spec's own example wins over these.
const FORMATS: Record<string, FieldHint> = {
  'date-time': { placeholder: '2026-01-31T09:30:00Z', format: 'date-time (ISO 8601)' },
  date: { placeholder: '2026-01-31', format: 'date (YYYY-MM-DD)' },
  time: { placeholder: '09:30:00', format: 'time (hh:mm:ss)' },
  email: { placeholder: 'name@example.com', inputMode: 'email', format: 'email address' },
  uri: { placeholder: 'https://example.com/path', inputMode: 'url', format: 'URL' },
  url: { placeholder: 'https://example.com/path', inputMode: 'url', format: 'URL' },
  uuid: { placeholder: '3fa85f64-5717-4562-b3fc-2c963f66afa6', format: 'GUID' },
  byte: { format: 'base64-encoded bytes' },
  binary: { format: 'binary' },
  password: { format: 'password' },
};

const NUMERIC: Record<string, FieldHint> = {
  integer: { inputMode: 'numeric', format: 'integer' },
  number: { inputMode: 'decimal', format: 'number' },
};

const shown = (value: unknown) =>
  value !== undefined && value !== null && typeof value !== 'object' ? String(value) : undefined;

/** The field's hint from its schema: format, keyboard and a placeholder that looks right. */
export function fieldHint(schema: SchemaModel): FieldHint {
  const byFormat = schema.format ? FORMATS[schema.format] : undefined;
  const byType = schema.type ? NUMERIC[schema.type] : undefined;
  const format =
    byFormat?.format ??
    (schema.format && !/^(int32|int64|double|float)$/.test(schema.format)
      ? schema.format
      : byType?.format);
  return {
    placeholder: shown(schema.example) ?? shown(schema.default) ?? byFormat?.placeholder,
    inputMode: byFormat?.inputMode ?? byType?.inputMode,
    format,
  };
}
