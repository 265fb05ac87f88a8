/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { selfSignedCertificate } from '../../test-support/tls';
import { balancerEnv, checkConfig } from '../../test-support/haproxy';

// deploy/haproxy.cfg as an operator uses it: `haproxy -c` with the variables docs/deploy.md
// names. The cluster test runs it for real; this checks the shapes it does not start.

const servers = (count: number) => Array.from({ length: count }, (_, i) => `10.0.0.${11 + i}:9000`);

it('accepts one to eight instances', () => {
  for (const count of [1, 2, 8]) {
    const result = checkConfig(balancerEnv(':8080', servers(count)));
    expect(result).toMatchObject({ status: 0 });
  }
});

it('serves HTTPS with a certificate, with the runtime socket', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haproxy-tls-'));
  const { pem } = selfSignedCertificate();
  const result = checkConfig({
    ...balancerEnv(':8080', servers(2), path.join(dir, 'admin.sock')),
    DEVCENTER_TLS_BIND: ':8443',
    DEVCENTER_TLS_CERT: pem,
  });
  expect(result).toMatchObject({ status: 0 });
});

it.each([
  ['DEVCENTER_BIND', { DEVCENTER_SERVER_1: '10.0.0.11:9000' }],
  ['DEVCENTER_SERVER_1', { DEVCENTER_BIND: ':8080' }],
])('refuses to start without %s, naming it', (name, env) => {
  const result = checkConfig(env);
  expect(result.status).not.toBe(0);
  expect(result.output).toContain(`${name} must be set`);
});
