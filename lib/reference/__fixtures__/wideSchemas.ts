import type { PropertyModel, SchemaModel } from '../model';

const ref = (refName: string): SchemaModel => ({ refName, constraints: {} });
const text = (description: string): SchemaModel => ({
  type: 'string',
  descriptionHtml: `<p>${description}</p>`,
  constraints: { maxLength: 100 },
});
const property = (name: string, schema: SchemaModel): PropertyModel => ({
  name,
  required: false,
  schema,
});
const object = (properties: PropertyModel[]): SchemaModel => ({
  type: 'object',
  properties,
  constraints: {},
});
const arrayOf = (name: string): SchemaModel => ({
  type: 'array',
  items: ref(name),
  constraints: {},
});

/**
 * Normalised schemas of the eSignature shape: an envelope's recipients hold signers whose tabs
 * have 39 lists of tab types, each tab with 80 properties and a metadata object; a folder
 * holds folders (a reference cycle).
 */
export function wideSchemas(): Record<string, SchemaModel> {
  const tabTypes = Array.from({ length: 39 }, (_, i) => (i === 0 ? 'signHere' : `tabType${i}`));
  const schemas: Record<string, SchemaModel> = {
    envelopeDefinition: object([
      property('emailSubject', text('Subject of the email.')),
      property('recipients', ref('recipients')),
      property('folders', arrayOf('folder')),
    ]),
    recipients: object([
      property('signers', arrayOf('signer')),
      property('carbonCopies', arrayOf('signer')),
    ]),
    signer: object([
      property('name', text('Full name.')),
      property('email', text('Email address.')),
      property('tabs', ref('tabs')),
    ]),
    tabs: object(tabTypes.map((type) => property(`${type}Tabs`, arrayOf(type)))),
    tabMetadata: object([
      property('tabLabel', text('Label of the tab.')),
      property('anchorString', text('Anchor text.')),
    ]),
    folder: object([
      property('name', text('Folder name.')),
      property('folders', arrayOf('folder')),
    ]),
    // as wide as the widest real definition: its one level alone is far over one file's bytes
    accountSettings: object(
      Array.from({ length: 588 }, (_, i) =>
        property(`setting${i}`, text(`Setting ${i} of the account, as an administrator sets it.`)),
      ),
    ),
  };
  for (const type of tabTypes) {
    schemas[type] = object([
      ...Array.from({ length: 79 }, (_, i) =>
        property(`${type}Field${i}`, text(`Field ${i} of a ${type} tab, placed on a page.`)),
      ),
      property('metadata', ref('tabMetadata')),
    ]);
  }
  return schemas;
}
