// The name → value table of sampled examples: what a property called so holds on the platform.
// One module, so a better value for a name is one line here; the rules that read it are in
// ids.ts, strings.ts and numbers.ts. Keys are a name's words run together, lower case
// (`email_blurb` and `emailBlurb` are both `emailblurb`: place.ts).

/** The embedded platform's seeded account (packages/sandbox/seed.ts): a reader can call with it. */
export const SANDBOX_ACCOUNT_ID = '6b1e3f2a-4c5d-4e8f-9a0b-1c2d3e4f5a6b';
export const SANDBOX_ACCOUNT_NAME = 'Acme Demo';

/** What a person or a thing the platform names is called, and a person's address. */
export interface Named {
  name: string;
  email?: string;
}

const person = (name: string, mailbox: string): Named => ({
  name,
  email: `${mailbox}@example.com`,
});

/**
 * Words that say what a name, an email or an id belongs to, tried on the property's own words
 * (`senderName`), then on the names above it, nearest first (a signer's `name`).
 */
export const THINGS: [RegExp, Named][] = [
  [/^(carbon|copy|copies|cc|certified|intermediar)/, person('Sam Lee', 'cc')],
  [
    /^(signer|recipient|witness|candidate|customer|client|party|parties|signatory|roles)/,
    person('Pat Jones', 'signer'),
  ],
  [/^(sender|owner|creator|author|started|requester|agent)/, person('Alex Kim', 'sender')],
  [/^(user|member|admin|profile|assignee|watcher|login)/, person('Alex Kim', 'user')],
  [/^notar/, person('Morgan Reed', 'notary')],
  [/^(document|file|attachment|disclosure|upload)/, { name: 'Contract.pdf' }],
  [/^template/, { name: 'Mutual NDA' }],
  [/^folder/, { name: 'Contracts' }],
  [/^group/, { name: 'Sales team', email: 'sales@example.com' }],
  [/^brand/, { name: 'Acme blue' }],
  [/^(account|organization|org|company|tenant|distributor)/, { name: SANDBOX_ACCOUNT_NAME }],
  [/^(workflow|instance|trigger)/, { name: 'Employee onboarding' }],
  [/^step/, { name: 'Send offer letter' }],
  [/^(room|workspace|office)/, { name: '12 Harbour Lane' }],
  [/^clickwrap/, { name: 'Checkout terms' }],
  [/^(form|webform)/, { name: 'Loan application' }],
  [/^(list|batch|bulk)/, { name: 'Q4 renewals' }],
  [/^(connect|listener|configuration|config|webhook)/, { name: 'Order system listener' }],
  [/^role$/, { name: 'Signer' }],
  [/^plan/, { name: 'Developer Sandbox' }],
  [/^permission/, { name: 'DS Sender' }],
  [/^(field|tab|custom|input)/, { name: 'Region' }],
  [/^(app|application|integration|client)/, { name: 'Order system' }],
  [/^(provider|identity|idp)/, { name: 'Acme SSO' }],
  [/^(jurisdiction|county)/, { name: 'King County' }],
  [/^agreement/, { name: 'Master services agreement' }],
  [/^signature/, { name: 'Pat Jones' }],
  [/^(concept|type)/, { name: 'BankAccount' }],
];

/** Strings by name (the words after a known prefix are tried too: `replyEmailSubject`). */
export const STRINGS: Record<string, string> = {
  emailsubject: 'Please sign this agreement',
  subject: 'Please sign this agreement',
  emailblurb: 'Please review and sign the attached agreement.',
  blurb: 'Please review and sign the attached agreement.',
  message: 'Please review and sign by Friday.',
  note: 'Signed copy goes to the legal team.',
  comment: 'Looks good to me.',
  description: 'Agreements sent from the sample integration.',
  voidedreason: 'The sender corrected the agreement and sent a new one.',
  declinedreason: 'The terms need another review.',
  reason: 'The terms need another review.',
  title: 'Operations manager',
  jobtitle: 'Operations manager',
  firstname: 'Pat',
  givenname: 'Pat',
  lastname: 'Jones',
  familyname: 'Jones',
  middlename: 'A',
  preferredname: 'Pat',
  companyname: 'Acme Demo',
  brandcompany: 'Acme Demo',
  phone: '+1 415 555 0123',
  phonenumber: '+1 415 555 0123',
  mobile: '+1 415 555 0123',
  country: 'US',
  countrycode: 'US',
  currency: 'USD',
  currencycode: 'USD',
  language: 'en',
  languagecode: 'en',
  locale: 'en-US',
  languageculture: 'en-US',
  timezone: 'America/Los_Angeles',
  city: 'Seattle',
  state: 'WA',
  province: 'WA',
  county: 'King',
  postalcode: '98101',
  zip: '98101',
  zipcode: '98101',
  address: '221 Pine Street',
  address1: '221 Pine Street',
  street: '221 Pine Street',
  streetaddress: '221 Pine Street',
  address2: 'Suite 400',
  filename: 'Contract.pdf',
  fileextension: 'pdf',
  extension: 'pdf',
  contenttype: 'application/pdf',
  mimetype: 'application/pdf',
  password: 'Str0ng-passphrase!',
  anchorstring: '/sn1/',
  anchorunits: 'pixels',
  tablabel: 'Signature',
  label: 'Full name',
  rolename: 'Signer',
  role: 'Signer',
  color: '#1A4D8F',
  domain: 'example.com',
  host: 'app.example.com',
  hostname: 'app.example.com',
  ipaddress: '203.0.113.10',
  ip: '203.0.113.10',
  useragent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15',
  errorcode: 'INVALID_REQUEST_PARAMETER',
  error: 'INVALID_REQUEST_PARAMETER',
  errordetails: 'The request contained at least one invalid parameter.',
  errormessage: 'The request contained at least one invalid parameter.',
  validationmessage: 'Enter a valid account number.',
  validationpattern: '^[0-9]{6}$',
  pattern: '^[0-9]{6}$',
  condition: 'salary > 100000',
  path: '/Contracts/2026',
  purgestate: 'unpurged',
  version: '1.0.0',
  buildversion: '1.0.0',
  consentbuttontext: 'I agree',
  declinebuttontext: 'No thanks',
  metadata: 'order-4711',
  attributes: 'region=west',
  governinglaw: 'State of Washington',
  category: 'Sales',
  value: 'West',
  currentstep: 'Legal review',
  deliverymethod: 'email',
  duration: 'P30D',
  period: 'P30D',
  termlength: 'P2Y',
  renewalnoticeperiod: 'P30D',
  token: 'eyJ0eXAiOiJNVCIsImFsZyI6IlJTMjU2In0',
  status: 'completed',
  listitem: 'West',
  option: 'West',
  type: 'standard',
  instancetoken: 'eyJ0eXAiOiJNVCIsImFsZyI6IlJTMjU2In0',
};

/** Ids that count from 1 on the platform (eSignature's recipients, documents, routing order). */
export const COUNTED_IDS = new Set([
  'recipientid',
  'documentid',
  'routingorder',
  'currentroutingorder',
  'pagenumber',
  'pageid',
  'order',
  'sequence',
  'taborder',
  'versionnumber',
  'page',
  'stepid',
  'currentstepid',
]);

/** Ids the platform numbers (`"10471"`), where other ids are GUIDs. */
export const NUMBERED_IDS = new Set([
  'connectid',
  'groupid',
  'signinggroupid',
  'permissionprofileid',
  'jurisdictionid',
  'commissionid',
  'legacyroleid',
  'siteid',
]);

/** Numbers (and eSignature's numbers written as strings) by name. */
export const NUMBERS: Record<string, number> = {
  sent: 2,
  queued: 0,
  failed: 0,
  pagenumber: 1,
  routingorder: 1,
  currentroutingorder: 1,
  order: 1,
  sequence: 1,
  count: 2,
  total: 2,
  totalrecords: 2,
  totalsetsize: 2,
  resultsetsize: 2,
  totalrowcount: 2,
  itemcount: 2,
  recipientcount: 2,
  userscount: 2,
  usercount: 2,
  membercount: 2,
  processedusercount: 2,
  batchsize: 2,
  startposition: 0,
  endposition: 1,
  offset: 0,
  start: 0,
  skip: 0,
  index: 0,
  pagesize: 20,
  pagelimit: 20,
  limit: 20,
  size: 48213,
  length: 48213,
  width: 612,
  height: 792,
  xposition: 100,
  yposition: 150,
  anchorxoffset: 20,
  anchoryoffset: 10,
  latitude: 47.6062,
  longitude: -122.3321,
  score: 0.97,
  percent: 100,
  percentcompleted: 100,
  maxlength: 100,
  maximum: 100,
  minimum: 1,
  durationminutes: 30,
  expirationoffset: 24,
  minimumpagesremaining: 1,
  pingfrequency: 600,
  amount: 250000,
  totalagreementvalue: 250000,
  confidentialityobligationperiod: 24,
  retry: 3,
  retries: 3,
  port: 443,
};

/** Date-time names with how many minutes after the sample day's start each falls. */
export const DATE_OFFSETS: [RegExp, number][] = [
  [/^(expir|due|validuntil|renewal)/, 120 * 24 * 60],
  [/(expir|due|until)/, 120 * 24 * 60],
  [/^(created|initial|requested|scheduled|start|submitted|issued|uploaded)/, 0],
  [/^(sent|queued)/, 1],
  [/^(delivered|viewed|opened)/, 5],
  [/^(signed|agreed|completed|declined|voided|finished|end|executed|effective)/, 16],
  [/^(lastmodified|lastupdated|updated|modified|statuschanged|status|last|changed)/, 16],
];

/** Digits of the fraction of a second each API writes in date-times (else none). */
export const FRACTION_DIGITS: [RegExp, number][] = [[/^esignature/, 7]];

/** Names of booleans (or eSignature's booleans written "true") that a sample states false. */
export const FALSE_FLAGS =
  /(blocked|disabled|deleted|expired|archived|failed|locked|checkedout|suspended|voided|purged|virtual|cfr|part11)/;

/** First words of strings that hold a boolean the way eSignature writes one ("true"). */
export const FLAG_FIRST_WORDS = new Set([
  'is',
  'has',
  'can',
  'allow',
  'allows',
  'enable',
  'enforce',
  'include',
  'includes',
  'require',
  'requires',
  'use',
  'show',
  'hide',
  'must',
  'auto',
  'contains',
  'transform',
  'authoritative',
]);

/** Last words of such strings (`signingGroupsEnabled`). */
export const FLAG_LAST_WORDS = new Set([
  'enabled',
  'required',
  'allowed',
  'visible',
  'shared',
  'hidden',
  'optional',
  'default',
]);
