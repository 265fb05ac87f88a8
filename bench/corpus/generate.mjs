// `node bench/corpus/generate.mjs --out <dir> [--seed N] [--scale small|full|10x]`: writes
// <dir>/registry.json and <dir>/specs/*.json|yaml, a corpus of platform-shaped specs for
// DEVCENTER_API_REGISTRY / DEVCENTER_SPECS_DIR. Same seed, same bytes.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { stringify } from 'yaml';
import { COPIES, corpus } from './lib/profiles.mjs';
import { createRandom } from './lib/random.mjs';
import { buildSpec } from './lib/spec.mjs';

/** Writes the corpus; returns the registry file, the specs folder and what each spec holds. */
export function generateCorpus({ out, seed = 1, scale = 'full' }) {
  if (!Object.hasOwn(COPIES, scale))
    throw new Error(`--scale must be small, full or 10x, not "${scale}"`);
  const specsDir = path.join(out, 'specs');
  fs.mkdirSync(specsDir, { recursive: true });
  const { specs, registry } = corpus(scale);
  const written = specs.map(({ profile, extension }, index) => {
    // One random stream per spec: changing one profile leaves the others' bytes alone.
    const spec = buildSpec(createRandom(seed * 1000 + index), profile);
    const file = path.join(specsDir, `${profile.swaggerName}.${extension}`);
    const text =
      extension === 'json'
        ? JSON.stringify(spec, null, 2)
        : stringify(spec, { aliasDuplicateObjects: false });
    fs.writeFileSync(file, text);
    return {
      file,
      swaggerName: profile.swaggerName,
      format: profile.format,
      operations: profile.operations,
      bytes: Buffer.byteLength(text),
    };
  });
  const registryFile = path.join(out, 'registry.json');
  fs.writeFileSync(registryFile, `${JSON.stringify(registry, null, 2)}\n`);
  return { registryFile, specsDir, specs: written };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      seed: { type: 'string', default: '1' },
      scale: { type: 'string', default: 'full' },
    },
  });
  if (!values.out) {
    console.error(
      'usage: node bench/corpus/generate.mjs --out <dir> [--seed N] [--scale small|full|10x]',
    );
    process.exit(2);
  }
  const seed = Number(values.seed);
  if (!Number.isInteger(seed) || seed < 0) {
    console.error(`--seed must be a whole number, not "${values.seed}"`);
    process.exit(2);
  }
  const result = generateCorpus({ out: values.out, seed, scale: values.scale });
  for (const spec of result.specs) {
    console.info(
      `${spec.swaggerName.padEnd(22)} ${spec.format.padEnd(12)} ${String(spec.operations).padStart(4)} operations ${(spec.bytes / 1024).toFixed(0).padStart(6)} KB`,
    );
  }
  console.info(
    `\nDEVCENTER_API_REGISTRY=${result.registryFile} DEVCENTER_SPECS_DIR=${result.specsDir}`,
  );
}
