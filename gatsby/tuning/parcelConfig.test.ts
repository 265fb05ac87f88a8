import fs from 'node:fs';
import path from 'node:path';

// Gatsby compiles gatsby-node.ts and gatsby-config.ts with Parcel before every build, with its
// own config (gatsby-parcel-config), which minifies the output with terser: about 1.5 s of every
// build, rebuilds included, for code that only Node runs and whose stack traces minifying spoils.
// The site's .parcelrc (Parcel reads it from the project root before Gatsby's default) extends
// Gatsby's config without the optimizer. These checks fail if the package moves or renames the
// glob, which would silently bring terser back.

const root = path.resolve(__dirname, '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

test(".parcelrc extends Gatsby's Parcel config and empties its JavaScript optimizer", () => {
  const own = readJson(path.join(root, '.parcelrc'));
  const parentFile = path.resolve(root, own.extends);
  expect(parentFile).toBe(require.resolve('gatsby-parcel-config'));
  const parent = readJson(parentFile);
  expect(Object.keys(own.optimizers)).toEqual(Object.keys(parent.optimizers));
  for (const pipeline of Object.values(own.optimizers)) expect(pipeline).toEqual([]);
});
