// A Monitor integration written as the platform's Monitor guide and code example write it
// (code-examples-node, "Get monitoring data") with the official Node.js Monitor SDK
// (docusign-monitor): JWT grant and user info through the eSignature SDK's ApiClient, the
// Monitor client on base_uri + "/monitorapi", then DataSetApi.getStream('2.0', 'monitor') read
// with the cursor until the endCursor answered is the one sent: every event, page by page.
//
//   node monitorStream.cjs <config.json> [limit]   → {"pages", "events": [{eventName, data}...]}
const fs = require('fs');
const docusign = require('docusign-esign');
const docusignMonitor = require('docusign-monitor');

const [configFile, limitArg] = process.argv.slice(2);
const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));

async function authenticate() {
  const dsApi = new docusign.ApiClient();
  dsApi.setOAuthBasePath(config.oAuthBasePath);
  const results = await dsApi.requestJWTUserToken(
    config.integrationKey,
    config.userId,
    ['signature', 'impersonation'],
    fs.readFileSync(config.privateKeyFile),
    600,
  );
  const accessToken = results.body.access_token;
  const userInfo = await dsApi.getUserInfo(accessToken);
  const account = userInfo.accounts.find((candidate) => candidate.isDefault === 'true');
  return { accessToken, basePath: `${account.baseUri}/monitorapi` };
}

// The code example's getMonitoringData, unchanged but for the limit a test may lower.
const getMonitoringData = async (args) => {
  const dsApiClient = new docusignMonitor.ApiClient();
  dsApiClient.setBasePath(args.basePath);
  dsApiClient.addDefaultHeader('Authorization', 'Bearer ' + args.accessToken);
  const datasetApi = new docusignMonitor.DataSetApi(dsApiClient);

  // Declare variables
  let cursorValue = '';
  let complete = false;
  const limit = Number(limitArg || 2000); // Amount of records you want to read in one request
  const functionResult = [];

  // Get monitoring data
  do {
    const apiResponse = await datasetApi.getStream('2.0', 'monitor', {
      cursor: cursorValue,
      limit: limit,
    });

    // If the endCursor from the response is the same as the one that you already have,
    // it means that you have reached the end of the records
    if (apiResponse.endCursor === cursorValue) {
      complete = true;
    } else {
      cursorValue = apiResponse.endCursor;
      functionResult.push(apiResponse);
    }
  } while (!complete);

  return functionResult;
};

async function main() {
  const args = await authenticate();
  const pages = await getMonitoringData(args);
  const events = pages.flatMap((page) => page.data);
  console.log(JSON.stringify({ pages: pages.length, events }));
}

main().catch((error) => {
  const detail = error.response
    ? `${error.response.status} ${JSON.stringify(error.response.data)}`
    : error.stack;
  console.error(`integration failed: ${detail}`);
  process.exit(1);
});
