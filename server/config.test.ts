/** @jest-environment node */
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 9000', () => {
    expect(loadConfig({}).port).toBe(9000);
  });

  it('stops start-up with a message naming PORT when it is not a port', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
