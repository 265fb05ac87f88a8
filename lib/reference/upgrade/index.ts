import type { Json } from '../json';
import type { ApiReferenceModel } from '../model';
import { upgradeSwagger2 } from './swagger2';

/**
 * The first step after validation: any spec in the one dialect the rest of the pipeline reads,
 * OpenAPI 3 (3.0 and 3.1 as they are, Swagger 2.0 upgraded), so no later step asks the format.
 */
export function upgradeToOpenApi3(spec: Json, format: ApiReferenceModel['specFormat']): Json {
  return format === 'swagger-2.0' ? upgradeSwagger2(spec) : spec;
}
