/** The visitor's choice: what they allowed, and when. */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

/**
 * Kept in localStorage in plain text: a choice is no secret, and the persisted (encrypted)
 * groups of docs/behaviour.md §3 are the user's and tracking's only. A new version asks again.
 */
export const CONSENT_STORAGE_KEY = 'dc-consent';
export const CONSENT_VERSION = 1;

export function readConsent(): ConsentChoice | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as {
      version?: unknown;
      analytics?: unknown;
      marketing?: unknown;
    } | null;
    if (stored?.version !== CONSENT_VERSION) return null;
    return { analytics: stored.analytics === true, marketing: stored.marketing === true };
  } catch {
    return null;
  }
}

export function writeConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: CONSENT_VERSION, ...choice, decidedAt: new Date().toISOString() }),
    );
  } catch {
    // Storage refused (private mode, full): the choice holds for this page only.
  }
}
