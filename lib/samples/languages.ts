/** The languages every method page offers a sample in, in the order of its tabs. */
export const SAMPLE_LANGUAGES = [
  { id: 'curl', label: 'cURL' },
  { id: 'node', label: 'Node.js' },
  { id: 'python', label: 'Python' },
  { id: 'java', label: 'Java' },
  { id: 'csharp', label: 'C#' },
  { id: 'php', label: 'PHP' },
  { id: 'ruby', label: 'Ruby' },
  { id: 'go', label: 'Go' },
] as const;

export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]['id'];

/** The languages the platform publishes SDKs in (Go and shell have none). */
export type SdkLanguage = 'node' | 'python' | 'java' | 'csharp' | 'php' | 'ruby';

/** One sample of one operation: the code, and whether it calls an SDK or plain HTTP. */
export interface Sample {
  language: SampleLanguage;
  label: string;
  kind: 'sdk' | 'http';
  code: string;
  /** What the reader installs first (an SDK's package), when anything. */
  install?: string;
}
