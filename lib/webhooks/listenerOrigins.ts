/**
 * SANDBOX_CONNECT_ALLOWED_ORIGINS: where the embedded platform may deliver Connect messages
 * beyond loopback (which is always allowed): comma-separated origins, scheme, host and optional
 * port (`https://hooks.example.com,http://10.0.0.5:8080`). Empty: loopback only. Read by the
 * portal's configuration (the platform embedded) and by the platform running on its own; an
 * error names the variable and the entry.
 */
export function listenerOrigins(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [];
  return value.split(',').map((entry) => {
    const text = entry.trim();
    let url: URL | undefined;
    try {
      url = new URL(text);
    } catch {
      url = undefined;
    }
    const plain =
      url &&
      ['http:', 'https:'].includes(url.protocol) &&
      url.username === '' &&
      url.password === '' &&
      `${url.pathname}${url.search}${url.hash}` === '/' &&
      !text.endsWith('/');
    if (!url || !plain) {
      throw new Error(
        `SANDBOX_CONNECT_ALLOWED_ORIGINS must be comma-separated origins such as https://hooks.example.com, got "${text}"`,
      );
    }
    return url.origin;
  });
}
