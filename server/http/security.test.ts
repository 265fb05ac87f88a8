/** @jest-environment node */
import Fastify from 'fastify';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy, registerSecurity } from './security';

describe('contentSecurityPolicy', () => {
  it('frames this origin only, unless a video platform player origin is configured', () => {
    expect(contentSecurityPolicy()).toBe(CONTENT_SECURITY_POLICY);
    const policy = contentSecurityPolicy('https://player.example.test');
    expect(policy.frameSrc).toEqual(["'self'", 'https://player.example.test']);
    expect(CONTENT_SECURITY_POLICY.frameSrc).toEqual(["'self'"]);
  });

  it('sends the widened frame-src in the header', async () => {
    const app = Fastify();
    await registerSecurity(app, { videoEmbedOrigin: 'https://player.example.test' });
    app.get('/', async () => 'ok');
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain(
      "frame-src 'self' https://player.example.test",
    );
    await app.close();
  });
});
