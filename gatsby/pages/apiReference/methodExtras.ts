import type { ApiReferenceModel, OperationModel } from '../../../lib/reference/model';
import type { MethodPageContext } from '../../../lib/site/pageContext/apiReference';

/** Shrinks an operation to what its page renders (schemas to a bounded depth). */
export type OperationForPage = (
  model: ApiReferenceModel,
  operation: OperationModel,
) => MethodPageContext['operation'];

/** What a method (or webhook) page adds: the operation for its page and the schemes it names. */
export function methodExtras(
  model: ApiReferenceModel,
  operation: OperationModel,
  operationForPage: OperationForPage,
): Pick<MethodPageContext, 'operation' | 'schemaChunkBase' | 'securitySchemes'> {
  const extras: Pick<MethodPageContext, 'operation' | 'schemaChunkBase' | 'securitySchemes'> = {
    operation: operationForPage(model, operation),
    schemaChunkBase: schemaChunkBase(model),
  };
  const names = new Set(
    (operation.security ?? []).flatMap((alternative) => alternative.map((item) => item.scheme)),
  );
  const used = Object.entries(model.securitySchemes ?? {}).filter(([name]) => names.has(name));
  if (used.length > 0) extras.securitySchemes = Object.fromEntries(used);
  return extras;
}

/** URL folder of an API version's schema chunks. */
export function schemaChunkBase(model: ApiReferenceModel): string {
  return `/api-schemas/${encodeURIComponent(model.apiName)}/${encodeURIComponent(model.version)}/`;
}
