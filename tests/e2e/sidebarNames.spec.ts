import { loadCatalog, methodPath } from '../../lib/reference';
import { expect, test } from './fixtures';

// Issue #23: the reference sidebar never hides a method's name behind its verb. The longest
// method names of the bundled specs (one per API, then the longest overall), each on its own
// method page, where its resource is open in the sidebar.
async function longestMethods() {
  const models = await loadCatalog(process.env.PUBLIC_DIR ?? 'public');
  const methods = models
    .filter((model) => model.isPrimary)
    .flatMap((model) =>
      model.categories.flatMap((category) =>
        category.resources.flatMap((resource) =>
          resource.methods.map((method) => ({
            api: model.displayName,
            name: method.name,
            verb: method.httpMethod,
            path: methodPath(model, category, resource, method),
          })),
        ),
      ),
    )
    .sort((a, b) => b.name.length - a.name.length);
  // the first of each API in this order is its longest
  const longestOfEach = [...new Map([...methods].reverse().map((m) => [m.api, m])).values()];
  const chosen = [...methods.slice(0, 10), ...longestOfEach];
  return [...new Map(chosen.map((m) => [m.path, m])).values()];
}

test('the longest method names show in the sidebar, whole on hover and to assistive technology', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const methods = await longestMethods();
  expect(methods.length).toBeGreaterThanOrEqual(10);
  for (const method of methods) {
    await page.goto(method.path);
    const sidebar = page.getByRole('navigation', { name: /reference$/ });
    // the accessible name is the whole name, however it is cut on screen
    const link = sidebar.getByRole('link', { name: `${method.verb} ${method.name}`, exact: true });
    await expect(link).toHaveAttribute('title', `${method.verb} ${method.name}`);
    const name = link.locator('.ref-sidebar__name');
    await expect(name).toBeVisible();
    const [linkBox, nameBox] = [(await link.boundingBox())!, (await name.boundingBox())!];
    // the name has the rest of the verb's line: it starts beside the verb, not below it
    expect(nameBox.y).toBeLessThan(linkBox.y + linkBox.height / 2);
    expect(nameBox.width, `${method.path}: ${method.name}`).toBeGreaterThan(60);
    expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(linkBox.x + linkBox.width + 1);
  }
});
