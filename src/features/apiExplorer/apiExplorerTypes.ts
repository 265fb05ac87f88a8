import type { UploadMetadataMap } from './multipart/multipartFields';

/** The three editors of the request body. */
export type EditorType = 'form' | 'json' | 'blockly';

/** A header the user added from the fixed list. */
export interface CustomHeaderParameter {
  name: string;
  value: string;
}

/** What the explorer sends to POST /api/api-explorer (docs/behaviour.md §3). */
export interface ApiExplorerRequest {
  method: string;
  body?: unknown;
  endpoint: string;
  contentType?: string;
  accept?: string;
  apiName: string;
  categoryName: string;
  resourceName: string;
  methodName: string;
  siteUrl?: string;
  customHeaderParameters?: CustomHeaderParameter[];
  /** Values of the path template's {names}. */
  pathParameters?: Record<string, string>;
  queryParameters?: Record<string, string>;
  /** A multipart body's chosen files (the File objects stay in multipart/uploadFiles). */
  files?: UploadMetadataMap;
}

/** A response (or failed response) shown in the explorer's response panel. */
export interface ApiExplorerResponse {
  status?: number;
  statusText?: string;
  headers?: Record<string, string>;
  data?: unknown;
  durationMs?: number;
  message?: string;
  /** A non-text answer (PDF, ZIP, image), offered as a download. */
  binary?: { contentType: string; base64: string; fileName: string };
}
