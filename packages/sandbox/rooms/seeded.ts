/**
 * What every Rooms account has from the start, as a new Rooms account on the platform's demo
 * environment does: its roles (the spec's own examples create rooms with role 3), its office,
 * the transaction sides a room takes, and the field set rooms' field data follow.
 */
export const SEEDED_ROLES = [
  {
    roleId: 1,
    name: 'Default Admin',
    isDefaultForAdmin: true,
    permissions: {
      canCreateRooms: true,
      canDeleteRooms: true,
      canAddDocuments: true,
      canShareDocuments: true,
      roomAccess: 'company',
    },
  },
  {
    roleId: 2,
    name: 'Manager',
    isDefaultForAdmin: false,
    permissions: {
      canCreateRooms: true,
      canDeleteRooms: true,
      canAddDocuments: true,
      canShareDocuments: true,
      roomAccess: 'office',
    },
  },
  {
    roleId: 3,
    name: 'Agent',
    isDefaultForAdmin: false,
    permissions: {
      canCreateRooms: true,
      canDeleteRooms: false,
      canAddDocuments: true,
      canShareDocuments: true,
      roomAccess: 'own',
    },
  },
  {
    roleId: 4,
    name: 'Assistant',
    isDefaultForAdmin: false,
    permissions: {
      canCreateRooms: false,
      canDeleteRooms: false,
      canAddDocuments: true,
      canShareDocuments: false,
      roomAccess: 'own',
    },
  },
] as const;

/** The account's one office, which rooms belong to unless they name another. */
export const SEEDED_OFFICES = [{ officeId: 1, name: 'Main Office' }] as const;

/** The transaction sides a room's transactionSideId may name. */
export const TRANSACTION_SIDES = [
  { transactionSideId: 'buy', name: 'Buy' },
  { transactionSideId: 'sell', name: 'Sell' },
  { transactionSideId: 'listbuy', name: 'List and buy' },
  { transactionSideId: 'refi', name: 'Refinance' },
] as const;

/** The account's field set: the fields a room's fieldData may carry. */
export const FIELD_SET = [
  'address1',
  'address2',
  'city',
  'state',
  'postalCode',
  'country',
  'listPrice',
  'closingDate',
  'contractAmount',
  'mlsNumber',
] as const;

/** The folder every room's documents land in (the platform's default room folder). */
export const DOCUMENTS_FOLDER = { roomFolderId: 1, name: 'Documents' } as const;
