import type { SchemaModel } from '../../../../../lib/reference/model';

/** Same contract as BodyForm: the body, its schema, and every edit as a whole new body. */
export interface BlocklyBodyEditorProps {
  schema: SchemaModel | undefined;
  value: unknown;
  onChange: (value: unknown) => void;
  disabled?: boolean;
}
