/** @jest-environment node */
import Fastify from 'fastify';
import { sendSigningPage } from './layout';

/** The signing page's policy for a return URL, as a browser would read its directives. */
async function policyFor(returnUrl: string | null) {
  const app = Fastify();
  app.get('/', (_request, reply) => sendSigningPage(reply, 200, '<p>page</p>', returnUrl));
  const response = await app.inject('/');
  await app.close();
  const header = String(response.headers['content-security-policy']);
  return Object.fromEntries(
    header.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  ) as Record<string, string[]>;
}

describe('sendSigningPage: the return URL in the Content-Security-Policy', () => {
  it("lets the app's origin frame the page and receive its forms, nothing of its path", async () => {
    const policy = await policyFor('https://app.example:8443/return;x?event=a');
    expect(policy['form-action']).toEqual(["'self'", 'https://app.example:8443']);
    expect(policy['frame-ancestors']).toEqual(["'self'", 'https://app.example:8443']);
  });

  it.each([
    'http://app.example;script-src*/',
    'http://127.0.0.1;script-src-elem*;form-action*/',
    'http://a,b/',
    'javascript:alert(1)',
  ])('adds no directive and no source for %s (kept from before it was refused)', async (url) => {
    const policy = await policyFor(url);
    expect(Object.keys(policy)).toEqual([
      'default-src',
      'script-src',
      'style-src',
      'img-src',
      'font-src',
      'connect-src',
      'worker-src',
      'form-action',
      'frame-ancestors',
      'base-uri',
    ]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });
});
