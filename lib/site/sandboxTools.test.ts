/** @jest-environment node */
import { sandboxToolLinks } from './sandboxTools';

describe('sandboxToolLinks', () => {
  it.each([
    'ConnectConfigurations_PostConnectConfiguration',
    'ConnectConfigurations_PutConnectConfiguration',
  ])(
    '%s says both: the platform wants HTTPS, the sandbox takes http on loopback',
    (operationId) => {
      const [listener, deliveries] = sandboxToolLinks(operationId);
      expect(listener.text).toMatch(/platform delivers only to an HTTPS address/);
      expect(listener.text).toMatch(/sandbox also delivers to plain http on your own machine/);
      expect(listener.text).toContain('http://127.0.0.1');
      expect(listener.href).toBe('/platform/webhooks/#try-it-here');
      expect(deliveries.href).toBe('/tools/webhook-deliveries/');
    },
  );

  it('leaves the note off the Connect methods that take no listener address', () => {
    const texts = sandboxToolLinks('ConnectConfigurations_GetConnectConfiguration').map(
      (link) => link.text,
    );
    expect(texts.join(' ')).not.toMatch(/HTTPS/);
  });

  it('has nothing for an operation with nothing to see in the sandbox', () => {
    expect(sandboxToolLinks('Accounts_GetAccount')).toEqual([]);
    expect(sandboxToolLinks(undefined)).toEqual([]);
  });
});
