import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A self-signed certificate for 127.0.0.1 and localhost, made by Debian's openssl. */
export interface TestCertificate {
  /** Certificate and key in one PEM file, as HAProxy's `crt` takes it. */
  pem: string;
  /** The certificate alone: what a client trusts (NODE_EXTRA_CA_CERTS). */
  certificate: string;
}

export function selfSignedCertificate(): TestCertificate {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'devcenter-tls-'));
  const key = path.join(dir, 'key.pem');
  const certificate = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  const pem = path.join(dir, 'site.pem');
  fs.writeFileSync(pem, fs.readFileSync(certificate, 'utf8') + fs.readFileSync(key, 'utf8'));
  return { pem, certificate };
}
