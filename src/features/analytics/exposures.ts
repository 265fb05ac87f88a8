/**
 * Exposures this browser has sent, so each visitor and variant is sent once (the server also
 * keeps one per visitor and variant). Plain localStorage: it holds no secret.
 */
const KEY = 'dc-exposures';
const MAX_KEPT = 50;

const keyOf = (experiment: string, variant: string, userId: string) =>
  `${experiment}:${variant}:${userId}`;

function kept(): string[] {
  try {
    const list = JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(list)
      ? list.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

export function wasExposed(experiment: string, variant: string, userId: string): boolean {
  return kept().includes(keyOf(experiment, variant, userId));
}

export function rememberExposure(experiment: string, variant: string, userId: string): void {
  try {
    const list = [...kept(), keyOf(experiment, variant, userId)].slice(-MAX_KEPT);
    window.localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Storage refused: the server still keeps one exposure per visitor and variant.
  }
}
