/** @jest-environment node */
import type { SchemaModel } from '../model';
import { sampleDateTime, sampleDay } from './dates';
import { documentBase64 } from './document';
import { idValue, isIdName } from './ids';
import { SANDBOX_ACCOUNT_ID } from './names';
import { booleanValue, numberValue } from './numbers';
import type { ValuePlace } from './place';
import { hash32, seededDigits, seededGuid } from './seeded';
import { stringValue } from './strings';

const DAY = '2026-11-28';
const at = (name: string | undefined, trail: string[] = [], more: Partial<ValuePlace> = {}) => ({
  name,
  trail,
  seed: 'GET /v2.1/accounts/{accountId}/envelopes/{envelopeId}',
  day: DAY,
  ...more,
});
const s = (schema: Partial<SchemaModel> = {}): SchemaModel => ({
  type: 'string',
  constraints: {},
  ...schema,
});
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('seeded values', () => {
  it('makes a version 4 GUID, the same for the same seed and key, never the zero GUID', () => {
    const guid = seededGuid('seed', 'envelopeid');
    expect(guid).toMatch(GUID);
    expect(seededGuid('seed', 'envelopeid')).toBe(guid);
    expect(seededGuid('seed', 'templateid')).not.toBe(guid);
    expect(seededGuid('other', 'envelopeid')).not.toBe(guid);
    expect(seededGuid('', '')).not.toMatch(/^0{8}-0{4}/);
  });

  it('makes numbers of the length asked, without a leading zero', () => {
    for (const key of ['a', 'b', 'c', 'connectid']) {
      expect(seededDigits('seed', key, 5)).toMatch(/^[1-9][0-9]{4}$/);
      expect(seededDigits('seed', key, 12)).toMatch(/^[1-9][0-9]{11}$/);
    }
    expect(hash32('x')).toBe(hash32('x'));
  });
});

describe('dates', () => {
  it('fall on the sample day, seven fraction digits for eSignature, none otherwise', () => {
    expect(sampleDateTime(DAY, 0, 7)).toBe('2026-11-28T10:15:00.0000000Z');
    expect(sampleDateTime(DAY, 1, 0)).toBe('2026-11-28T10:16:00Z');
    expect(
      stringValue(s({ format: 'date-time' }), at('sentDateTime', [], { api: 'esignature' })),
    ).toBe('2026-11-28T10:16:00.0000000Z');
    expect(stringValue(s({ format: 'date' }), at('effective_date'))).toBe('2026-11-28');
  });

  it('follow an envelope’s life: created, sent, delivered, completed; expiry months later', () => {
    const when = (name: string) => stringValue(s({ format: 'date-time' }), at(name));
    const order = ['createdDateTime', 'sentDateTime', 'deliveredDateTime', 'completedDateTime'];
    const times = order.map(when);
    expect([...times].sort()).toEqual(times);
    expect(new Set(times).size).toBe(4);
    expect(when('expireDateTime') > '2027-01-01').toBe(true);
    // a date-time by its name alone, as eSignature's strings without a format
    expect(stringValue(s(), at('statusChangedDateTime'))).toBe('2026-11-28T10:31:00Z');
  });

  it('take the day from SOURCE_DATE_EPOCH when set, else from the clock', () => {
    const saved = process.env.SOURCE_DATE_EPOCH;
    try {
      process.env.SOURCE_DATE_EPOCH = String(Date.UTC(2027, 0, 2) / 1000);
      expect(sampleDay()).toBe('2027-01-02');
      delete process.env.SOURCE_DATE_EPOCH;
      expect(sampleDay(Date.UTC(2026, 10, 28, 23, 59))).toBe('2026-11-28');
    } finally {
      if (saved === undefined) delete process.env.SOURCE_DATE_EPOCH;
      else process.env.SOURCE_DATE_EPOCH = saved;
    }
  });
});

describe('ids', () => {
  it('knows an id by its last word', () => {
    expect(['envelopeId', 'account_id', 'id', 'senderBrandIdDefault'].map(isIdName)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['identity', 'idle', 'paid'].map(isIdName)).toEqual([false, false, false]);
  });

  it('shows the sandbox’s seeded account, GUIDs for the others', () => {
    expect(idValue(s({ format: 'uuid' }), at('accountId'))).toBe(SANDBOX_ACCOUNT_ID);
    expect(idValue(s(), at('default_account_id'))).toBe(SANDBOX_ACCOUNT_ID);
    for (const name of ['envelopeId', 'templateId', 'userId', 'brandId', 'folderId'])
      expect(idValue(s({ format: 'uuid' }), at(name))).toMatch(GUID);
  });

  it('counts recipients and documents from "1" (a carbon copy is "2"), never 0', () => {
    expect(idValue(s(), at('recipientId', ['signers']))).toBe('1');
    expect(idValue(s(), at('recipientId', ['carbonCopies']))).toBe('2');
    expect(idValue(s(), at('documentId'))).toBe('1');
    expect(idValue(s({ type: 'integer' }), at('documentId'))).toBe(1);
    const room = idValue(s({ type: 'integer' }), at('roomId'));
    expect(room).toBeGreaterThan(0);
    expect(idValue(s({ type: 'integer', constraints: { maximum: 99 } }), at('roomId'))).toBe(99);
  });

  it('gives numbered ids digits, and a pattern the first shape it accepts', () => {
    expect(idValue(s(), at('connectId'))).toMatch(/^[1-9][0-9]{4}$/);
    expect(idValue(s({ constraints: { pattern: '^[0-9]+$' } }), at('folderId'))).toMatch(
      /^[0-9]+$/,
    );
    expect(idValue(s({ constraints: { pattern: '^[a-z0-9-]{1,64}$' } }), at('mediaId'))).toMatch(
      GUID,
    );
  });

  it('tells a user’s bare id from an organization’s', () => {
    expect(idValue(s({ format: 'uuid' }), at('id', ['users']))).not.toBe(
      idValue(s({ format: 'uuid' }), at('id', ['organizations'])),
    );
  });
});

describe('strings', () => {
  it('writes addresses, people and things by role', () => {
    expect(stringValue(s({ format: 'email' }), at('email', ['signers']))).toBe(
      'signer@example.com',
    );
    expect(stringValue(s({ format: 'email' }), at('email', ['carbonCopies']))).toBe(
      'cc@example.com',
    );
    expect(stringValue(s(), at('notaryEmail'))).toBe('notary@example.com');
    expect(stringValue(s(), at('name', ['signers', 'signer']))).toBe('Pat Jones');
    expect(stringValue(s(), at('userName', ['sender']))).toBe('Alex Kim');
    expect(stringValue(s(), at('name', ['documents', 'document']))).toBe('Contract.pdf');
    expect(stringValue(s(), at('templateName'))).toBe('Mutual NDA');
  });

  it('writes eSignature’s booleans and numbers as text', () => {
    expect(stringValue(s(), at('enableWetSign'))).toBe('true');
    expect(stringValue(s(), at('isDeleted'))).toBe('false');
    expect(stringValue(s(), at('recipientCount'))).toBe('2');
    expect(stringValue(s(), at('startPosition'))).toBe('0');
  });

  it('writes URLs: eSignature’s paths under the page’s envelope, else example.com', () => {
    const envelopeId = idValue(s({ format: 'uuid' }), at('envelopeId'));
    expect(stringValue(s(), at('recipientsUri', ['envelope']))).toBe(
      `/envelopes/${envelopeId}/recipients`,
    );
    expect(stringValue(s({ format: 'uri' }), at('returnUrl'))).toBe(
      'https://app.example.com/return',
    );
  });

  it('fits a pattern and a length, and never answers "string"', () => {
    expect(stringValue(s({ constraints: { pattern: '^[A-Z]{2}$' } }), at('country'))).toBe('US');
    expect(stringValue(s({ constraints: { pattern: '^[A-Z]{3}$' } }), at('currency_code'))).toBe(
      'USD',
    );
    expect(stringValue(s({ constraints: { maxLength: 10 } }), at('emailSubject'))).toBe('Please');
    expect(stringValue(s({ constraints: { maxLength: 4 } }), at('emailSubject'))).toBe('Plea');
    expect(stringValue(s({ constraints: { minLength: 40 } }), at('note')).length).toBeGreaterThan(
      39,
    );
    for (const name of [undefined, 'string', 'x', 'somethingUnheardOf', 'type', 'value'])
      expect(stringValue(s(), at(name))).not.toBe('string');
    expect(stringValue(s(), at('purgeState'))).toBe('unpurged');
    expect(stringValue(s(), at('planPromotionText'))).toBe('Plan promotion text');
  });

  it('holds a real one-page PDF in base64 content', () => {
    const pdf = Buffer.from(documentBase64(), 'base64').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(stringValue(s({ format: 'byte' }), at('documentBase64'))).toBe(documentBase64());
  });
});

describe('numbers and booleans', () => {
  it('uses the table, else 1, within the bounds and on the multiple', () => {
    const n = (name: string, constraints: SchemaModel['constraints'] = {}, type = 'integer') =>
      numberValue(s({ type, constraints }), at(name));
    expect(n('pageSize')).toBe(20);
    expect(n('resultSetSize')).toBe(2);
    expect(n('startPosition')).toBe(0);
    expect(n('latitude', {}, 'number')).toBeCloseTo(47.6062);
    expect(n('somethingElse')).toBe(1);
    expect(n('somethingElse', { minimum: 5 })).toBe(5);
    expect(n('pageSize', { maximum: 10 })).toBe(10);
    expect(n('somethingElse', { minimum: 3, multipleOf: 5 })).toBe(5);
    expect(n('somethingElse', { exclusiveMinimum: 1 })).toBe(2);
  });

  it('says true, but false of what a sample would rather not be', () => {
    expect(booleanValue(at('canSendEnvelope'))).toBe(true);
    expect(booleanValue(at('envelopeSendingBlocked'))).toBe(false);
    expect(booleanValue(at('is21CFRPart11'))).toBe(false);
  });
});
