const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The bearer token of a request's Authorization header (`Bearer <token>`, any case, one token),
 * if it carries one. The one parsing rule: the portal's routes require it, the platform looks the
 * token up in its store.
 */
export function bearerToken(request: {
  headers: { authorization?: string | undefined };
}): string | undefined {
  const header = request.headers.authorization;
  return header ? BEARER.exec(header)?.[1] : undefined;
}
