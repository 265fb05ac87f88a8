import type { SdkLanguage } from './languages';

/** One official SDK of one API in one language: what a reader installs and what code names. */
export interface SdkPackage {
  /** The package as its registry names it (npm, PyPI, Maven, NuGet, Packagist, RubyGems). */
  install: string;
  /** What code imports: `docusign-esign`, `docusign_esign`, `com.docusign.esign`, ... */
  namespace: string;
}

/** The SDKs of one API, by language, and how they type ids. */
export interface ApiSdks {
  packages: Partial<Record<SdkLanguage, SdkPackage>>;
  /** Java and C# type `format: uuid` values as UUID / Guid (the Admin SDKs), not as strings. */
  uuidTypes?: true;
  /**
   * The SDKs take every body as a required argument (Admin, Web Forms: Node's first argument);
   * the others take every body as optional (Node's `opts.envelopeDefinition`), whatever the spec
   * says.
   */
  requiredBodies?: true;
  /** The one API class every method is on, whatever x-ds-service says (the Click SDKs' Accounts). */
  singleClass?: string;
  /**
   * Methods an SDK puts on another class than the spec's x-ds-service names, by x-ds-methodname
   * (the Admin SDKs' getOrganizations is AccountsApi's), read from the SDKs' sources.
   */
  classOf?: Record<string, string>;
  /**
   * The PHP and Ruby SDKs take path parameters in the order the platform's own spec lists them,
   * which is alphabetical in the eSignature and Click specs (`getDocument($account_id,
   * $document_id, $envelope_id)`, read from docusign-esign-php-client 8.7.0 and
   * docusign-esign-ruby-client 5.7.0: all 78 methods whose path order differs; Click's 3) and
   * the path's own in Admin's (its 31). Node.js, Java and C# take them in path order everywhere.
   */
  alphabeticalPaths?: true;
}

/**
 * The official SDKs by API (registry `swaggerName` of the primary version), from the platform's
 * SDK repositories on GitHub (docusign/docusign-{esign,click,admin,rooms,monitor,webforms}-
 * {node,python,java,csharp,php,ruby}-client, each README naming its package) and npm
 * (docusign-esign, docusign-click, docusign-admin, docusign-rooms, docusign-monitor,
 * docusign-webforms). Every one of these six APIs has an SDK in all six languages. Maestro,
 * Navigator, Connected Fields and Workspaces are covered by the newer IAM SDK
 * (@docusign/iam-sdk), whose names do not map to the bundled specs' paths; their samples are
 * plain HTTP, and the portal does not depend on that package.
 * APIs not listed (CLM, ID Evidence, DocGen, Notary, ...) have no SDK.
 */
export const API_SDKS: Record<string, ApiSdks> = {
  'esignature-v2.1': {
    ...withInstall(sdks('esign', 'eSign'), 'csharp', 'DocuSign.eSign.dll'),
    alphabeticalPaths: true,
  },
  'click-v1': { ...sdks('click', 'Click'), singleClass: 'Accounts', alphabeticalPaths: true },
  'admin-v2.1': {
    ...sdks('admin', 'Admin'),
    uuidTypes: true,
    requiredBodies: true,
    classOf: {
      getOrganizations: 'Accounts',
      createUserListExport: 'BulkExports',
      getUserListExport: 'BulkExports',
      deleteUserListExport: 'BulkExports',
      createBulkImportAddUsersRequest: 'BulkImports',
      getIdentityProviders: 'IdentityProviders',
    },
  },
  'rooms-v2': { ...sdks('rooms', 'Rooms'), classOf: { getRoomFolders: 'RoomFolders' } },
  'monitor-v2.0': sdks('monitor', 'Monitor'),
  'webforms-1.1.0': { ...sdks('webforms', 'WebForms'), requiredBodies: true },
};

/** The six packages of an API, all named after it the same way (`esign`, `eSign`). */
function sdks(name: string, title: string): ApiSdks {
  return {
    packages: {
      node: { install: `docusign-${name}`, namespace: `docusign-${name}` },
      python: { install: `docusign-${name}`, namespace: `docusign_${name}` },
      java: { install: `com.docusign:docusign-${name}-java`, namespace: `com.docusign.${name}` },
      csharp: { install: `DocuSign.${title}`, namespace: `DocuSign.${title}` },
      php: { install: `docusign/${name}-client`, namespace: `DocuSign\\${title}` },
      ruby: { install: `docusign_${name}`, namespace: `DocuSign_${title}` },
    },
  };
}

/** The eSignature SDK's NuGet package carries a `.dll` in its name. */
function withInstall(api: ApiSdks, language: SdkLanguage, install: string): ApiSdks {
  const current = api.packages[language]!;
  return { ...api, packages: { ...api.packages, [language]: { ...current, install } } };
}

/** The SDK of an API in a language, when the platform publishes one. */
export function sdkPackage(apiName: string, language: SdkLanguage): SdkPackage | undefined {
  return API_SDKS[apiName]?.packages[language];
}
