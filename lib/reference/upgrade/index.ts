import type { Json } from '../json';
import type { ApiReferenceModel } from '../model';
import { upgradeOpenApi30 } from './openapi30';
import { upgradeSwagger2 } from './swagger2';

/**
 * The first step after validation: any spec in the one dialect the rest of the pipeline reads,
 * OpenAPI 3.1. Swagger 2.0 is upgraded to 3.0, and 3.0 to 3.1; a 3.1 document goes through the
 * second step too, which leaves it as it is but for 3.0 keywords it still carries. No later step
 * asks the format.
 */
export function upgradeToOpenApi31(spec: Json, format: ApiReferenceModel['specFormat']): Json {
  return upgradeOpenApi30(format === 'swagger-2.0' ? upgradeSwagger2(spec) : spec);
}
