/**
 * The platform's recipient types: the list name in a `recipients` object and the type of one
 * recipient. Carbon copies and seals need nothing of their recipient: they complete when the
 * routing reaches them; every other type acts (signs, views, approves) before routing goes on.
 */
export const RECIPIENT_TYPES = {
  signers: 'signer',
  carbonCopies: 'carbonCopy',
  certifiedDeliveries: 'certifiedDelivery',
  inPersonSigners: 'inPersonSigner',
  agents: 'agent',
  editors: 'editor',
  intermediaries: 'intermediary',
  witnesses: 'witness',
  notaries: 'notary',
  seals: 'seal',
  participants: 'participant',
} as const;

export type RecipientList = keyof typeof RECIPIENT_TYPES;

export const RECIPIENT_LISTS = Object.keys(RECIPIENT_TYPES) as RecipientList[];

export const listOfType = (type: string): RecipientList =>
  RECIPIENT_LISTS.find((list) => RECIPIENT_TYPES[list] === type) ?? 'signers';

/** Types that complete as soon as the routing reaches them. */
export const completesOnArrival = (type: string) => type === 'carbonCopy' || type === 'seal';

/** Types that place tabs and sign. */
export const signs = (type: string) =>
  ['signer', 'inPersonSigner', 'witness', 'notary'].includes(type);
