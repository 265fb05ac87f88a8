// The eSignature profiles: v2.1 mirrors the real file's shape (figures in ../README.md), v2 is
// its legacy version, smaller.
import { words } from './text.mjs';

/** `Category: Resource Resource...` blocks (a block may wrap onto indented lines). */
function categoryTable(text) {
  return text
    .trim()
    .split(/\s+(?=\w+:)/)
    .map((block) => {
      const [name, resources] = block.split(':');
      return { name, resources: words(resources) };
    });
}

const ESIGN_CATEGORIES = categoryTable(`
  Accounts: Accounts AccountBrands AccountConsumerDisclosures AccountCustomFields
    AccountPasswordRules AccountPermissionProfiles AccountSealProviders AccountSignatureProviders
    AccountSignatures AccountTabSettings AccountWatermarks ENoteConfigurations
    IdentityVerifications PaymentGatewayAccounts AccountSettings
  BillingPlans: BillingPlans Invoices Payments PurchasedEnvelopes
  BulkEnvelopes: BulkSend BulkSendLists BulkSendBatches
  CloudStorage: CloudStorage CloudStorageProviders
  Connect: Connect ConnectEvents ConnectSecret
  CustomTabs: CustomTabs
  Diagnostics: RequestLogs Services
  EmailArchive: BCCEmailArchive
  Envelopes: Envelopes EnvelopeAttachments EnvelopeCustomFields EnvelopeDocuments
    EnvelopeDocumentFields EnvelopeDocumentTabs EnvelopeDocumentVisibility EnvelopeEmailSettings
    EnvelopeFormData EnvelopeHtmlDefinitions EnvelopeLocks EnvelopeRecipients
    EnvelopeRecipientTabs EnvelopeTemplates EnvelopeViews EnvelopeWorkflowDefinition
    EnvelopeTransferRules ChunkedUploads Comments DocumentResponsiveHtmlPreview EnvelopePublish
    Notification
  Folders: Folders
  Notary: Notary NotaryJournals
  PowerForms: PowerForms
  SigningGroups: SigningGroups SigningGroupUsers
  Templates: Templates TemplateBulkRecipients TemplateCustomFields TemplateDocuments
    TemplateDocumentFields TemplateDocumentTabs TemplateLocks TemplateRecipients
    TemplateRecipientTabs TemplateViews TemplateWorkflowDefinition TemplateDocumentVisibility
  UserGroups: Groups GroupUsers GroupBrands
  Users: Users UserCustomSettings UserProfiles UserSignatures Contacts UsersProfileImage
  Workspaces: Workspaces WorkspaceItems
`);

const ESIGN_BASES = {
  Envelopes: '/envelopes',
  EnvelopeRecipients: '/envelopes/{envelopeId}/recipients',
  EnvelopeRecipientTabs: '/envelopes/{envelopeId}/recipients/{recipientId}/tabs',
  Templates: '/templates',
};
const tabs = { body: 'EnvelopeRecipientTabs', response: 'EnvelopeRecipientTabs' };
const ESIGN_BINDINGS = {
  'Envelopes.create': { body: 'envelopeDefinition' },
  'Envelopes.get': { response: 'envelope' },
  'Envelopes.update': { body: 'envelope' },
  EnvelopeRecipients: { body: 'EnvelopeRecipients', response: 'EnvelopeRecipients' },
  EnvelopeRecipientTabs: tabs,
  'Templates.create': { body: 'envelopeTemplate' },
  'Templates.get': { response: 'envelopeTemplate' },
  AccountSettings: { body: 'accountSettingsInformation', response: 'accountSettingsInformation' },
  'Users.get': { response: 'userInformation' },
  'AccountBrands.get': { response: 'brand' },
};
const envelopeRefs = [
  { prop: 'recipients', target: 'EnvelopeRecipients' },
  { prop: 'documents', target: 'document', array: true },
  { prop: 'customFields', target: 'customFields' },
];
/** The outliers of the property-count spread: the widest definitions outside the envelope graph. */
const ESIGN_WIDE = [
  { name: 'envelope', count: 105, refs: envelopeRefs },
  { name: 'envelopeTemplate', count: 100, refs: envelopeRefs },
  { name: 'accountSettingsInformation', count: 588 },
  { name: 'userInformation', count: 62 },
  { name: 'brand', count: 60 },
];

export function esignature({ full, legacy }) {
  const version = legacy ? 'v2' : 'v2.1';
  const categories = legacy
    ? ESIGN_CATEGORIES.filter((c) =>
        ['Accounts', 'Envelopes', 'Templates', 'Users'].includes(c.name),
      )
    : ESIGN_CATEGORIES;
  return {
    swaggerName: legacy ? 'esignature-v2' : 'esignature-v2.1',
    format: 'swagger-2.0',
    title: 'eSignature REST API',
    version,
    host: 'demo.esign.example.com',
    basePath: '/restapi',
    pathPrefix: `/${version}/accounts/{accountId}`,
    tags: true,
    withCategories: true,
    categories: full
      ? categories
      : categories.map((c) => ({ ...c, resources: c.resources.slice(0, 1) })),
    bases: ESIGN_BASES,
    bindings: ESIGN_BINDINGS,
    operations: full ? (legacy ? 60 : 373) : legacy ? 6 : 24,
    definitions: full ? (legacy ? 260 : 557) : 190,
    envelope: full
      ? {
          size: legacy ? 140 : 153,
          envelopeFields: 110,
          tabFields: legacy ? 30 : 40,
          recipientFields: 45,
        }
      : { size: 130, envelopeFields: 60, tabFields: 12, recipientFields: 16 },
    wide: full ? ESIGN_WIDE : ESIGN_WIDE.map((w) => ({ ...w, count: Math.ceil(w.count / 5) })),
    cycles: true,
  };
}
