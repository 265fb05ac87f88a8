/**
 * @jest-environment node
 */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { onPreRenderHTML } from './onPreRenderHTML';

type Args = Parameters<NonNullable<typeof onPreRenderHTML>>[0];

function headAfter(components: React.ReactNode[]): string {
  let replaced: React.ReactNode[] = [];
  const args = {
    getHeadComponents: () => components,
    replaceHeadComponents: (next: React.ReactNode[]) => {
      replaced = next;
    },
  } as unknown as Args;
  onPreRenderHTML?.(args, { plugins: [] });
  return renderToStaticMarkup(<>{replaced}</>);
}

test('the global stylesheet is linked, not inlined', () => {
  const html = headAfter([
    <style key="css" data-href="/styles.abc.css" dangerouslySetInnerHTML={{ __html: 'a{}' }} />,
  ]);
  expect(html).toBe('<link rel="stylesheet" href="/styles.abc.css"/>');
});

test('other head elements and styles without a file stay as they are', () => {
  const html = headAfter([
    <meta key="m" name="description" content="x" />,
    <style key="s" dangerouslySetInnerHTML={{ __html: 'b{}' }} />,
  ]);
  expect(html).toBe('<meta name="description" content="x"/><style>b{}</style>');
});
