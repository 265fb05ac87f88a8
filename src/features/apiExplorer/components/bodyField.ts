import type { SchemaModel } from '../../../../lib/reference/model';
import type { BodyPath } from '../bodyValue';

/** What each field of the body form gets: its schema, where it is, the body and how to edit it. */
export interface FieldProps {
  schema: SchemaModel;
  path: BodyPath;
  root: unknown;
  update: (path: BodyPath, value: unknown) => void;
  remove: (path: BodyPath, index: number) => void;
  disabled?: boolean;
}

/** The id of the body field at `path` (tests and e2e name fields by it). */
export const fieldId = (path: BodyPath) => `explorer-body-${path.join('-')}`;
