/** @jest-environment node */
import { checkBody } from '@developer-center/sandbox/responder/validate';
import { specOperationIndex } from '@developer-center/sandbox/standalone/operationIndex';
import { operationForPage } from '../../lib/reference/budget';
import { withGeneratedExamples } from '../../gatsby/pages/apiReference/generatedExamples';

// The explorer opens with the method page's request example and a reader sends it as it is: so
// every request example a page shows (the spec's own, or generated) must pass the embedded
// platform's own check of the body (its JSON Schema, formats included), on every bundled spec.

it('every request example a method page shows is a body the platform accepts', async () => {
  const catalog = await specOperationIndex();
  const refused: string[] = [];
  let checked = 0;
  for (const { api, operation } of catalog.operations()) {
    const page = withGeneratedExamples(api.model, operationForPage(api.model, operation));
    const media = page.requestBody?.content.find((m) => /json/i.test(m.contentType));
    for (const example of media?.examples ?? []) {
      checked += 1;
      const violation = checkBody(api, operation, example.value);
      if (violation)
        refused.push(
          `${api.model.swaggerName} ${operation.httpMethod} ${operation.path} ${example.name}: ` +
            `${violation.field} ${violation.message}`,
        );
    }
  }
  expect(refused).toEqual([]);
  expect(checked).toBeGreaterThan(60);
});
