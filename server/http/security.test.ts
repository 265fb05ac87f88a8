/** @jest-environment node */
import Fastify from 'fastify';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy, registerSecurity } from './security';

describe('contentSecurityPolicy', () => {
  it('frames this origin only, unless a video platform player origin is configured', () => {
    expect(contentSecurityPolicy()).toBe(CONTENT_SECURITY_POLICY);
    const policy = contentSecurityPolicy({ videoEmbedOrigin: 'https://player.example.test' });
    expect(policy.frameSrc).toEqual(["'self'", 'https://player.example.test']);
    expect(policy.scriptSrc).toEqual(CONTENT_SECURITY_POLICY.scriptSrc);
    expect(CONTENT_SECURITY_POLICY.frameSrc).toEqual(["'self'"]);
  });

  it('lets the configured tag manager load its script and send its hits, nothing else', () => {
    const policy = contentSecurityPolicy({ tagManagerOrigin: 'https://tags.example.test' });
    expect(policy.scriptSrc).toEqual(["'self'", "'unsafe-inline'", 'https://tags.example.test']);
    expect(policy.connectSrc).toEqual(["'self'", 'https://tags.example.test']);
    expect(policy.imgSrc).toContain('https://tags.example.test');
    expect(policy.frameSrc).toEqual(["'self'"]);
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
