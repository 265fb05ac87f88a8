/**
 * The secrets a test's journeys produced (tokens, codes, link tokens, session ids, cookies,
 * passwords, keys), by what they are, so a test can look for each in a log: whoever reads the
 * log must not be able to act with any of them (issue 33.3).
 */
export class SecretLedger {
  readonly secrets = new Map<string, string>();

  /** Keeps a secret; refuses one too short to be told apart from ordinary text. */
  keep(what: string, value: string | null | undefined): string {
    if (!value || value.length < 12) {
      throw new Error(`${what}: no secret, or one too short to look for (${value})`);
    }
    this.secrets.set(`${what} #${this.secrets.size + 1}`, value);
    return value;
  }

  /** Keeps every cookie value a response sets (each one is somebody's credential). */
  keepCookies(what: string, response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const value = decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
      if (value.length >= 12) this.keep(`${what} cookie ${pair.split('=')[0]}`, value);
    }
  }

  /** The secrets that appear in `text`, as written or URL-encoded. */
  foundIn(text: string): string[] {
    return [...this.secrets].flatMap(([what, value]) =>
      text.includes(value) || text.includes(encodeURIComponent(value)) ? [what] : [],
    );
  }
}
