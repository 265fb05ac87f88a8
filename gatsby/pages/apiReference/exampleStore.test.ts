/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OperationModel, SchemaModel } from '../../../lib/reference/model';
import { exampleStore } from './exampleStore';
import { withGeneratedExamples } from './generatedExamples';

const pet: SchemaModel = {
  type: 'object',
  properties: [
    { name: 'name', required: true, schema: { type: 'string', example: 'Rex', constraints: {} } },
  ],
  constraints: {},
};
const model = (schemas: Record<string, SchemaModel> = { Pet: pet }) => ({
  apiName: 'pets',
  version: 'v1',
  schemas,
});
const operation = {
  requestBody: {
    required: true,
    content: [
      {
        contentType: 'application/json',
        schema: { refName: 'Pet', truncated: true, constraints: {} },
        examples: [],
        binary: false,
      },
    ],
  },
  responses: [],
} as unknown as OperationModel;
const exampleOf = (made: OperationModel) => made.requestBody!.content[0].examples[0]?.value;
const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'examples-'));

/** Every stored example replaced, as a store file another build left behind. */
function overwriteStored(dir: string, value: unknown) {
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    const stored = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const made of Object.values<{ value?: unknown }>(stored.examples)) made.value = value;
    fs.writeFileSync(file, JSON.stringify(stored));
  }
}

describe('exampleStore', () => {
  it('makes an example once: a later build reads it back instead of sampling again', () => {
    const dir = folder();
    const first = exampleStore(dir, 'code-1');
    expect(exampleOf(withGeneratedExamples(model(), operation, first.forModel(model())))).toEqual({
      name: 'Rex',
    });
    first.save();
    overwriteStored(dir, { name: 'Kept' });
    const later = exampleStore(dir, 'code-1').forModel(model());
    expect(exampleOf(withGeneratedExamples(model(), operation, later))).toEqual({ name: 'Kept' });
  });

  it('samples again when the schemas or the build code changed', () => {
    const dir = folder();
    const first = exampleStore(dir, 'code-1');
    withGeneratedExamples(model(), operation, first.forModel(model()));
    first.save();
    overwriteStored(dir, { name: 'Kept' });
    const fido: SchemaModel = {
      ...pet,
      properties: [
        { ...pet.properties![0], schema: { type: 'string', example: 'Fido', constraints: {} } },
      ],
    };
    const edited = model({ Pet: fido });
    const afterEdit = exampleStore(dir, 'code-1').forModel(edited);
    expect(exampleOf(withGeneratedExamples(edited, operation, afterEdit))).toEqual({
      name: 'Fido',
    });
    const recompiled = exampleStore(dir, 'code-2').forModel(model());
    expect(exampleOf(withGeneratedExamples(model(), operation, recompiled))).toEqual({
      name: 'Rex',
    });
  });

  it('keeps a day’s examples through that day, and makes them again the next (their dates)', () => {
    const dir = folder();
    const first = exampleStore(dir, 'code-1', '2026-11-28');
    withGeneratedExamples(model(), operation, first.forModel(model()));
    first.save();
    overwriteStored(dir, { name: 'Kept' });
    const sameDay = exampleStore(dir, 'code-1', '2026-11-28').forModel(model());
    expect(exampleOf(withGeneratedExamples(model(), operation, sameDay))).toEqual({ name: 'Kept' });
    const nextDay = exampleStore(dir, 'code-1', '2026-11-29').forModel(model());
    expect(exampleOf(withGeneratedExamples(model(), operation, nextDay))).toEqual({ name: 'Rex' });
  });

  it('reads a torn file as none, and keeps only the files of the given API versions', () => {
    const dir = folder();
    const store = exampleStore(dir, 'code-1');
    const v2 = { ...model(), version: 'v2' };
    withGeneratedExamples(model(), operation, store.forModel(model()));
    withGeneratedExamples(v2, operation, store.forModel(v2));
    store.save();
    expect(fs.readdirSync(dir)).toHaveLength(2);
    for (const name of fs.readdirSync(dir)) fs.writeFileSync(path.join(dir, name), '{"sour');
    const reread = exampleStore(dir, 'code-1');
    expect(exampleOf(withGeneratedExamples(model(), operation, reread.forModel(model())))).toEqual({
      name: 'Rex',
    });
    reread.keepOnly([model()]);
    expect(fs.readdirSync(dir)).toHaveLength(1);
  });
});
