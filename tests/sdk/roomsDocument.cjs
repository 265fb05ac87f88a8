// A Rooms integration written as the platform's Rooms guides write it with the official Node.js
// Rooms SDK (docusign-rooms): JWT grant and user info with the SDK's own ApiClient, the Rooms
// API at its base URL (config.roomsBasePath: the registry's location of the Rooms API; on the
// real demo platform https://demo.rooms.docusign.com/restapi), the account's roles, a room
// created with one of them, a document added to it and listed.
//
//   node roomsDocument.cjs <config.json> → {"roles","room","document","documents"}
const fs = require('fs');
const docusignRooms = require('docusign-rooms');

const [configFile] = process.argv.slice(2);
const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));

async function authenticate() {
  const dsApi = new docusignRooms.ApiClient();
  dsApi.setOAuthBasePath(config.oAuthBasePath);
  const results = await dsApi.requestJWTUserToken(
    config.integrationKey,
    config.userId,
    [
      'signature',
      'impersonation',
      'dtr.rooms.read',
      'dtr.rooms.write',
      'dtr.documents.write',
      'dtr.company.read',
    ],
    fs.readFileSync(config.privateKeyFile),
    600,
  );
  const accessToken = results.body.access_token;
  const userInfo = await dsApi.getUserInfo(accessToken);
  const account = userInfo.accounts.find((candidate) => candidate.isDefault === 'true');
  return { accessToken, accountId: account.accountId };
}

async function main() {
  const args = await authenticate();
  const dsApiClient = new docusignRooms.ApiClient();
  dsApiClient.setBasePath(config.roomsBasePath);
  dsApiClient.addDefaultHeader('Authorization', 'Bearer ' + args.accessToken);

  const rolesApi = new docusignRooms.RolesApi(dsApiClient);
  const roles = await rolesApi.getRoles(args.accountId, {});
  const role = roles.roles.find((candidate) => !candidate.isDefaultForAdmin) || roles.roles[0];

  const roomsApi = new docusignRooms.RoomsApi(dsApiClient);
  const roomForCreate = docusignRooms.RoomForCreate.constructFromObject({
    name: 'Sample Room Creation',
    roleId: role.roleId,
    transactionSideId: 'buy',
    fieldData: docusignRooms.FieldDataForCreate.constructFromObject({
      data: { address1: '123 EZ Street', city: 'Galaxian', state: 'US-HI', postalCode: '11111' },
    }),
  });
  const room = await roomsApi.createRoom(args.accountId, { body: roomForCreate });

  const document = docusignRooms.Document.constructFromObject({
    name: 'lorem.pdf',
    base64Contents: fs.readFileSync(config.documentFile).toString('base64'),
  });
  const added = await roomsApi.addDocumentToRoom(args.accountId, room.roomId, { body: document });
  const documents = await roomsApi.getDocuments(args.accountId, room.roomId, {});
  console.log(
    JSON.stringify({
      roles: roles.roles.map((candidate) => ({ roleId: candidate.roleId, name: candidate.name })),
      room: { roomId: room.roomId, name: room.name, roleId: role.roleId },
      document: added,
      documents: documents.documents,
    }),
  );
}

main().catch((error) => {
  const response = error && error.response;
  const detail = response
    ? `${response.status ?? response.statusCode} ${JSON.stringify(response.data ?? response.body ?? response.text)}`
    : (error && error.stack) || require('util').inspect(error, { depth: 3 });
  console.error(`integration failed: ${detail}`);
  process.exit(1);
});
