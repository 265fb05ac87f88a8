import type { EsignHandler } from '../esignature/call';
import { text } from '../esignature/call';
import { platformError } from '../esignature/errors';

/** The Connected Fields API's base path under an account's base_uri (apiBasePathDemo). */
export const CONNECTED_FIELDS_BASE_PATH = '/connectedfieldsapi';

/**
 * The extension apps installed on every sandbox account and the fields they offer (apps are
 * installed from the platform's app center, which the API only reads).
 */
export const TAB_GROUPS = [
  {
    appId: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    appName: 'Bank account verification',
    typeName: 'BankAccount',
    typeSystemNamespace: 'connect_bank',
    tabs: [
      {
        tabId: 'bank-account-number',
        tabLabel: 'Account number',
        tabType: 'text',
        connectionKey: 'accountNumber',
        validationPattern: '^[0-9]{4,17}$',
        validationMessage: 'Enter 4 to 17 digits.',
        maxLength: 17,
        required: true,
      },
      {
        tabId: 'bank-routing-number',
        tabLabel: 'Routing number',
        tabType: 'text',
        connectionKey: 'routingNumber',
        validationPattern: '^[0-9]{9}$',
        validationMessage: 'Enter the 9 digits of the routing number.',
        maxLength: 9,
        required: true,
      },
    ],
  },
  {
    appId: '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    appName: 'Address verification',
    typeName: 'PostalAddress',
    typeSystemNamespace: 'connect_address',
    tabs: [
      {
        tabId: 'address-street',
        tabLabel: 'Street',
        tabType: 'text',
        connectionKey: 'street',
        required: true,
      },
      {
        tabId: 'address-city',
        tabLabel: 'City',
        tabType: 'text',
        connectionKey: 'city',
        required: true,
      },
      {
        tabId: 'address-country',
        tabLabel: 'Country',
        tabType: 'list',
        connectionKey: 'country',
        listItems: ['US', 'CA', 'GB', 'DE', 'FR', 'AU', 'JP'],
      },
    ],
  },
];

/** GET …/tab-groups: the installed apps' fields, one app's when `appId` names it. */
const listTabGroups: EsignHandler = async ({ query }) => {
  const appId = text(query.appId).toLowerCase();
  return {
    status: 200,
    body: TAB_GROUPS.filter((group) => !appId || group.appId === appId),
  };
};

/** GET …/tab-groups/{appId}: one app's fields; 404 for an app that is not installed. */
const getTabGroup: EsignHandler = async ({ params }) => {
  const group = TAB_GROUPS.find((candidate) => candidate.appId === params.appId.toLowerCase());
  return group
    ? { status: 200, body: group }
    : platformError(404, 'APP_NOT_FOUND', `No extension app ${params.appId} is installed.`);
};

/** The Connected Fields operations the platform has rules for; the others are derived. */
export const connectedFieldsOperations: Record<string, EsignHandler> = {
  TabInfo_GetConnectedFieldsTabGroups: listTabGroups,
  TabInfo_GetConnectedFieldsTabGroup: getTabGroup,
};
