/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropWorkboxSourceMaps } from './workboxSourceMaps';

test("removes the Workbox runtime's source maps and the comments naming them, nothing else", () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'workbox-maps-'));
  const workbox = path.join(publicDir, 'workbox-v4.3.1');
  fs.mkdirSync(workbox);
  const core = 'this.workbox=this.workbox||{};\n//# sourceMappingURL=workbox-core.prod.js.map\n';
  fs.writeFileSync(path.join(workbox, 'workbox-core.prod.js'), core);
  fs.writeFileSync(path.join(workbox, 'workbox-core.prod.js.map'), '{"version":3}');
  fs.writeFileSync(path.join(workbox, 'workbox-sw.js'), 'importScripts();\n');
  // our own scripts and anything outside the Workbox folder are left alone
  fs.writeFileSync(path.join(publicDir, 'app.js.map'), '{}');

  expect(dropWorkboxSourceMaps(publicDir)).toBe('{"version":3}'.length);
  expect(fs.readdirSync(workbox).sort()).toEqual(['workbox-core.prod.js', 'workbox-sw.js']);
  expect(fs.readFileSync(path.join(workbox, 'workbox-core.prod.js'), 'utf8')).toBe(
    'this.workbox=this.workbox||{};\n',
  );
  expect(fs.existsSync(path.join(publicDir, 'app.js.map'))).toBe(true);
  // a second build finds nothing to remove
  expect(dropWorkboxSourceMaps(publicDir)).toBe(0);
  fs.rmSync(publicDir, { recursive: true, force: true });
});
