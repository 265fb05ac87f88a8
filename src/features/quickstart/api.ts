import { http } from '../../app/http';
import type { EnvelopeSummary } from '../../../lib/envelopes/contract';

/** One project of the quickstart catalogue (GET /api/codeload/projects). */
export interface QuickstartProject {
  language: string;
  displayName: string;
  projectName: string;
  application: string;
}

export interface QuickstartRepository {
  repositoryName: string;
  displayName: string;
  branches?: string[];
  projects: QuickstartProject[];
}

/** What POST /api/codeload takes: the download request plus the key pair's private key. */
export interface CodeloadBody {
  integrationKey: string;
  repositoryName: string;
  selectedProjectIndex: number;
  displayName?: string;
  branch?: string;
  privateKey?: string;
}

/** A new RSA key pair on an existing integration key; its private key is only in this answer. */
export async function createKeyPair(
  integrationKeyId: string,
): Promise<{ id: string; privateKey?: string }> {
  const { data } = await http.post<{ id: string; privateKey?: string }>('/api/keys', {
    integrationKeyId,
  });
  return data;
}

/** docs/behaviour.md §9: codeload has 20 s. */
export const CODELOAD_TIMEOUT_MS = 20_000;

export async function fetchQuickstartProjects(): Promise<QuickstartRepository[]> {
  const { data } = await http.get<QuickstartRepository[]>('/api/codeload/projects');
  return Array.isArray(data) ? data : [];
}

/** `attachment; filename="a-b.zip"` → `a-b.zip`; only a plain file name is accepted. */
export function fileNameFromDisposition(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  const name = match ? decodeURIComponent(match[1].trim()) : '';
  return /^[\w.-]+\.zip$/.test(name) ? name : null;
}

export async function requestCodeload(
  body: CodeloadBody,
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await http.post<Blob>('/api/codeload', body, {
    responseType: 'blob',
    timeout: CODELOAD_TIMEOUT_MS,
  });
  return {
    blob: response.data,
    fileName: fileNameFromDisposition(response.headers['content-disposition']),
  };
}

/**
 * The envelope the quickstart's signer has just signed: the one named, else the account's
 * envelope completed last within the hour (GET /api/envelopes/latest; 404 when none).
 */
export async function fetchSignedEnvelope(envelopeId?: string): Promise<EnvelopeSummary> {
  const path = envelopeId
    ? `/api/envelopes/${encodeURIComponent(envelopeId)}`
    : '/api/envelopes/latest';
  const { data } = await http.get<EnvelopeSummary>(path);
  return data;
}

/** The envelope's documents as one PDF, read with the bearer header (never a token in a URL). */
export async function fetchCompletedPdf(envelopeId: string): Promise<Blob> {
  const { data } = await http.get<Blob>(
    `/api/envelopes/${encodeURIComponent(envelopeId)}/documents/combined`,
    { responseType: 'blob', timeout: CODELOAD_TIMEOUT_MS },
  );
  return data;
}
