import { randomUUID } from 'node:crypto';
import { refuse } from './errors';
import { RECIPIENT_LISTS, RECIPIENT_TYPES } from './recipientTypes';

/** A document as the sender gave it. */
export interface DocumentInput {
  documentId: string;
  /** Its place in the definition's `documents`, for naming it in a refusal. */
  index: number;
  name: string;
  fileExtension: string;
  order: number;
  bytes: Buffer;
}

/** A recipient as the sender gave it, with its tabs still as sent (anchors not yet placed). */
export interface RecipientInput {
  recipientId: string;
  recipientType: string;
  routingOrder: number;
  name: string;
  email: string;
  clientUserId: string | null;
  roleName: string | null;
  tabs: Record<string, Record<string, unknown>[]>;
  extra: Record<string, unknown>;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const asList = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.map(asObject) : [];

const BASE64 = /^[A-Za-z0-9+/\r\n]*={0,2}\s*$/;

/** The documents of a definition (or template), their bytes decoded. */
export function readDocuments(value: unknown): DocumentInput[] {
  const seen = new Set<string>();
  return asList(value).map((document, index) => {
    const documentId = text(document.documentId) || String(index + 1);
    if (seen.has(documentId)) {
      throw refuse(400, 'DUPLICATE_DOCUMENT_ID', `The documentId ${documentId} is used twice.`);
    }
    seen.add(documentId);
    const base64 = typeof document.documentBase64 === 'string' ? document.documentBase64 : '';
    if (!base64 || !BASE64.test(base64)) {
      throw refuse(
        400,
        'INVALID_REQUEST_BODY',
        `The document ${documentId} needs its content as documentBase64.`,
      );
    }
    const name = text(document.name) || `Document ${documentId}`;
    return {
      documentId,
      index,
      name,
      fileExtension: (text(document.fileExtension) || name.split('.').pop() || 'pdf').toLowerCase(),
      order: Number(document.order) || index + 1,
      bytes: Buffer.from(base64, 'base64'),
    };
  });
}

/** The recipients of a `recipients` object, one list per recipient type. */
export function readRecipients(value: unknown): RecipientInput[] {
  const recipients = asObject(value);
  const inputs: RecipientInput[] = [];
  for (const list of RECIPIENT_LISTS) {
    for (const recipient of asList(recipients[list])) {
      const { recipientId, routingOrder, name, email, clientUserId, roleName, tabs, ...extra } =
        recipient;
      inputs.push({
        recipientId: text(recipientId),
        recipientType: RECIPIENT_TYPES[list],
        routingOrder: Number(routingOrder) || 1,
        name: text(name),
        email: text(email),
        clientUserId: text(clientUserId) || null,
        roleName: text(roleName) || null,
        tabs: Object.fromEntries(
          Object.entries(asObject(tabs)).map(([type, list]) => [type, asList(list)]),
        ),
        extra,
      });
    }
  }
  return numbered(inputs);
}

/** Recipient ids as the platform gives them: the sender's, else the next free number. */
function numbered(inputs: RecipientInput[]): RecipientInput[] {
  const taken = new Set(inputs.map((input) => input.recipientId).filter(Boolean));
  let next = 1;
  for (const input of inputs) {
    if (input.recipientId) continue;
    while (taken.has(String(next))) next += 1;
    input.recipientId = String(next);
    taken.add(input.recipientId);
  }
  const seen = new Set<string>();
  for (const input of inputs) {
    if (seen.has(input.recipientId)) {
      throw refuse(
        400,
        'DUPLICATE_RECIPIENT_ID',
        `The recipientId ${input.recipientId} is used twice.`,
      );
    }
    seen.add(input.recipientId);
  }
  return inputs;
}

/** A template's recipient given a role of `templateRoles` (name, email, clientUserId, tabs). */
export function assignRoles(
  templateRecipients: RecipientInput[],
  roles: unknown,
): RecipientInput[] {
  const byRole = new Map(asList(roles).map((role) => [text(role.roleName).toLowerCase(), role]));
  return templateRecipients.flatMap((recipient) => {
    const role = recipient.roleName ? byRole.get(recipient.roleName.toLowerCase()) : undefined;
    if (!role) return recipient.email ? [recipient] : [];
    const tabs = mergeTabs(recipient.tabs, role.tabs);
    return [
      {
        ...recipient,
        name: text(role.name) || recipient.name,
        email: text(role.email) || recipient.email,
        clientUserId: text(role.clientUserId) || recipient.clientUserId,
        routingOrder: Number(role.routingOrder) || recipient.routingOrder,
        tabs,
      },
    ];
  });
}

/** What names a tab for a role's values: its label, a radio group's name. */
const tabKey = (tab: Record<string, unknown>) => text(tab.tabLabel) || text(tab.groupName);

/** A radio group's radios, the chosen ones as the role gives them. */
const chooseRadios = (radios: unknown, chosen: unknown) => {
  const selected = new Map(asList(chosen).map((radio) => [text(radio.value), radio.selected]));
  return asList(radios).map((radio) =>
    selected.has(text(radio.value))
      ? { ...radio, selected: selected.get(text(radio.value)) }
      : { ...radio, selected: 'false' },
  );
};

/**
 * A template's tabs with a role's tabs applied, as the platform applies `templateRoles`: a tab
 * of the same type and label (a radio group of the same name) takes the role's value; others
 * are added.
 */
export function mergeTabs(
  tabs: Record<string, Record<string, unknown>[]>,
  roleTabs: unknown,
): Record<string, Record<string, unknown>[]> {
  const merged = { ...tabs };
  for (const [type, list] of Object.entries(asObject(roleTabs))) {
    const current = [...(merged[type] ?? [])];
    for (const tab of asList(list)) {
      const key = tabKey(tab);
      const at = key ? current.findIndex((candidate) => tabKey(candidate) === key) : -1;
      if (at < 0) current.push(tab);
      else {
        const radios = current[at].radios;
        current[at] = {
          ...current[at],
          ...tab,
          ...(radios ? { radios: chooseRadios(radios, tab.radios) } : {}),
        };
      }
    }
    merged[type] = current;
  }
  return merged;
}

/** Every recipient needs a name and an address, as the platform checks before it sends. */
export function checkRecipients(recipients: RecipientInput[]) {
  for (const recipient of recipients) {
    if (!recipient.name) {
      throw refuse(
        400,
        'INVALID_USERNAME_FOR_RECIPIENT',
        `The recipient ${recipient.recipientId} has no name.`,
      );
    }
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(recipient.email)) {
      throw refuse(
        400,
        'INVALID_EMAIL_ADDRESS_FOR_RECIPIENT',
        `The email address of recipient ${recipient.recipientId} is not valid.`,
      );
    }
  }
}

export const newGuid = () => randomUUID();
