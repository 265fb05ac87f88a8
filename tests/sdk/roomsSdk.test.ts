/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { apiBaseUrl, type ApiPlacement } from '../../lib/platform/apiLocation';
import { consentTo } from './consent';
import { startSdkPlatform, type SdkPlatform } from './platform';

// The official Rooms SDK (docusign-rooms from npm), run unchanged against the embedded platform
// behind TLS: JWT grant and user info with its own ApiClient, then the Rooms API at the base URL
// the registry's rule gives it (on the real platform a host of its own; embedded, the one local
// base URL under base_uri): a listed role creates a room, and a document added to it is listed.

const registry = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../content/apis/registry.json'), 'utf8'),
) as (ApiPlacement & { swaggerName: string })[];

/** The scopes roomsDocument.cjs asks for beyond signature impersonation. */
const ROOMS_SCOPES = [
  'dtr.rooms.read',
  'dtr.rooms.write',
  'dtr.documents.write',
  'dtr.company.read',
];

let platform: SdkPlatform;
let roomsBasePath: string;
beforeAll(async () => {
  platform = await startSdkPlatform();
  await consentTo(platform, ROOMS_SCOPES);
  const entry = registry.find((candidate) => candidate.swaggerName.startsWith('rooms-'))!;
  roomsBasePath = apiBaseUrl(entry, {
    environment: 'demo',
    baseUri: `${platform.origin}/sandbox`,
    embedded: true,
  });
}, 90_000);
afterAll(() => platform?.stop());

it('creates a room with a listed role and adds a document with the official SDK', async () => {
  expect(roomsBasePath).toBe(`${platform.origin}/sandbox/roomsapi`);
  const result = await platform.script('roomsDocument.cjs', [], { roomsBasePath });
  const roles = result.roles as { roleId: number; name: string }[];
  expect(roles.length).toBeGreaterThan(1);
  for (const role of roles) expect(role.roleId).toBeGreaterThanOrEqual(1);
  expect(result.room).toMatchObject({ roomId: expect.any(Number), name: 'Sample Room Creation' });
  expect(result.document).toMatchObject({ documentId: expect.any(Number), name: 'lorem.pdf' });
  expect(result.documents).toEqual([
    expect.objectContaining({
      documentId: (result.document as { documentId: number }).documentId,
      name: 'lorem.pdf',
    }),
  ]);
}, 120_000);
