import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkPageDataBudget } from './pageDataBudget';

let publicDir: string;
beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-'));
});
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

const write = (file: string, bytes: number) => {
  fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
  fs.writeFileSync(path.join(publicDir, file), 'x'.repeat(bytes));
};
const reporter = () => ({ info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn() });

test('the build prints the largest page-data files, largest first', () => {
  write('page-data/index/page-data.json', 2048);
  write('page-data/docs/a/page-data.json', 4096);
  write('slice-data/sidebar.json', 1024);
  const report = reporter();
  expect(checkPageDataBudget(publicDir, report)).toEqual([]);
  expect(report.info).toHaveBeenCalledWith(
    'page-data: the largest of 3: /docs/a/ 4.0 KB, / 2.0 KB, slice sidebar 1.0 KB',
  );
  expect(report.panicOnBuild).not.toHaveBeenCalled();
});

test('a page-data file over 100 KB fails the build, a slice over it warns', () => {
  write('page-data/docs/big/page-data.json', 100 * 1024 + 1);
  write('page-data/docs/fits/page-data.json', 100 * 1024);
  write('slice-data/wide.json', 120 * 1024);
  const report = reporter();
  expect(checkPageDataBudget(publicDir, report).map((file) => file.page)).toEqual([
    'wide',
    '/docs/big/',
  ]);
  expect(report.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining('/docs/big/ 100.0 KB'));
  expect(report.warn).toHaveBeenCalledWith(expect.stringContaining('slice wide 120.0 KB'));
});
