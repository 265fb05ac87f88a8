import { createContext, type ReactNode } from 'react';
import type { SchemaModel } from '../../../../lib/reference/model';

import type { SchemaDirection } from '../../../../lib/reference/direction';

export type { SchemaDirection };
export const SchemaDirectionContext = createContext<SchemaDirection>('any');

/**
 * Names of the named schemas shown above this point without a click between (variants, items):
 * one met again (a subtype's allOf naming its discriminated parent) is named, not rendered
 * again, so rendering ends. An opened field starts a new trail: the reader chose to go deeper.
 */
export const SchemaTrail = createContext<string[]>([]);

/**
 * How a shape component draws a schema below it, given by SchemaView: `view` with the schema's
 * description, `children` its parts only. Passed down rather than imported, so the shapes and
 * the view that dispatches to them have no import cycle.
 */
export interface RenderSchema {
  view: (schema: SchemaModel, anchor?: string) => ReactNode;
  children: (schema: SchemaModel, anchor?: string) => ReactNode;
}
export const RenderSchemaContext = createContext<RenderSchema>({
  view: () => null,
  children: () => null,
});
