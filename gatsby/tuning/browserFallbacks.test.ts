/** @jest-environment node */
import { existsSync } from 'node:fs';
import { BROWSER_FALLBACKS, browserResolve } from './browserFallbacks';

describe('browserResolve', () => {
  it('gives the browser stages a url stand-in and keeps their other settings', () => {
    const resolve = browserResolve('build-javascript', {
      extensions: ['.js'],
      fallback: { fs: false },
    });
    expect(resolve.extensions).toEqual(['.js']);
    expect(resolve.fallback).toEqual({ fs: false, url: BROWSER_FALLBACKS.url });
    expect(browserResolve('develop').fallback).toEqual(BROWSER_FALLBACKS);
  });

  it('leaves the server stages on Node built-ins', () => {
    const resolve = { extensions: ['.js'] };
    expect(browserResolve('build-html', resolve)).toBe(resolve);
    expect(browserResolve('develop-html', resolve)).toBe(resolve);
  });

  it('points at an installed package', () => {
    expect(existsSync(BROWSER_FALLBACKS.url)).toBe(true);
  });
});
