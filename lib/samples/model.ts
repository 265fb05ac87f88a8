import type { TypedValue, TypeRef } from './typedValue';

/** A parameter as a sample sends it: its SDK type and the value a sample shows. */
export interface SampleParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  type: TypeRef;
  /** The spec's example, default or first enum value; none for an id the reader fills in. */
  value?: TypedValue;
}

/** A request body as a sample sends it. */
export interface SampleBody {
  contentType: string;
  /** A JSON document, a form (its files among its fields), or a file's bytes. */
  kind: 'json' | 'form' | 'file';
  required: boolean;
  /** The SDKs' name for the body parameter (`opts.envelopeDefinition`); `body` when unnamed. */
  name: string;
  type: TypeRef;
  value: TypedValue;
}

/** How the SDKs name an operation: `new EnvelopesApi(...).createEnvelope(...)`. */
export interface SdkCallName {
  /** x-ds-service, else the resource: the API class is this + `Api`. */
  service: string;
  /** x-ds-methodname. */
  method: string;
}

/**
 * One operation as every sample language needs it, built once (where all named schemas are at
 * hand) and small enough for a method page: each generator renders it with the reader's
 * environment and values (SampleTarget).
 */
export interface SampleModel {
  /** The registry's swaggerName of the API's primary version: the key of its SDKs. */
  apiName: string;
  httpMethod: string;
  /** The path template, e.g. /v2.1/accounts/{accountId}/envelopes. */
  path: string;
  /** Path parameters in the order the path names them, then query and header parameters. */
  parameters: SampleParameter[];
  body?: SampleBody;
  /** What the operation answers on success, when it says (JSON, or e.g. a PDF). */
  accept?: string;
  /** The SDK type of that answer (a model, bytes); absent when it answers no body. */
  answer?: TypeRef;
  /** Absent when the SDKs have no method for the operation: its samples are plain HTTP. */
  sdk?: SdkCallName;
}

/** Where and as whom a sample calls: the environment's base URL and the reader's own values. */
export interface SampleTarget {
  /** The API's base URL, e.g. https://demo.example/restapi. */
  baseUrl: string;
  /** The signed-in reader's account id, and their token while "Show my token" is on. */
  personal?: { accountId?: string; token?: string };
  /** Values of path and query parameters, by name (ids from earlier answers). */
  values?: Record<string, string>;
}
