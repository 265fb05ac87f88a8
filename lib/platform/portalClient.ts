/**
 * The OAuth client the portal signs users in with at the embedded platform: the platform seeds
 * it, and the portal uses it when PLATFORM_CLIENT_ID is unset (the platform embedded, or a
 * stand-alone one at PLATFORM_BASE_URL). Both sides read it here, so the portal needs none of the
 * platform's code to know it. The secret is SANDBOX_PORTAL_CLIENT_SECRET, else a fixed default.
 */
export function sandboxPortalClient(env: Record<string, string | undefined>) {
  return {
    clientId: '0f9d6a3c-2b1e-4d7a-8c5f-9e4b3a2d1c0f',
    clientSecret: env.SANDBOX_PORTAL_CLIENT_SECRET || 'devcenter-portal-secret',
  } as const;
}
