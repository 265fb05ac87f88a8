/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

// Blockly loads its sprites and cursors from `media`; the site serves a copy so nothing comes
// from Blockly's default remote host. Sounds are off, so they are not copied.
const source = path.join(path.dirname(require.resolve('blockly')), 'media');
const served = path.join(__dirname, '../../../../../static/blockly-media');

test('static/blockly-media matches the installed Blockly media (sounds aside)', () => {
  const wanted = fs.readdirSync(source).filter((name) => !/\.(mp3|ogg|wav)$/.test(name));
  expect(fs.readdirSync(served).sort()).toEqual(wanted.sort());
  for (const name of wanted) {
    expect(
      fs.readFileSync(path.join(served, name)).equals(fs.readFileSync(path.join(source, name))),
    ).toBe(true);
  }
});
