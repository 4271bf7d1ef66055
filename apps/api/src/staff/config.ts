/** The staff's own identity provider, run with the API when no other is configured. */
export interface LocalIdentityProvider {
  port: number;
  host: string;
  /** The one staff account it knows, printed at start. */
  account: { email: string; name: string; password: string };
}

/** Where staff sign in (OpenID Connect, authorization code with PKCE) and come back. */
export interface StaffAuthConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The shop's callback, reached through its origin's proxy: the session cookie is the shop's. */
  redirectUri: string;
  /** Present when the API runs the local identity provider (no OIDC_ISSUER). */
  local: LocalIdentityProvider | null;
  /** A staff session lasts 12 hours, the length of a working day. */
  sessionSeconds: number;
}

export const LOCAL_SHOP_ORIGIN = 'http://127.0.0.1:3000';

/**
 * The staff sign-in of `env`: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET name a real
 * provider (Google Workspace or any other); without them the API runs its own on OIDC_LOCAL_PORT
 * (the API's port + 1), with the account of STAFF_EMAIL and STAFF_PASSWORD.
 */
export function staffAuthConfig(
  env: NodeJS.ProcessEnv,
  api: { port: number; host: string },
): StaffAuthConfig {
  const shopOrigin = (env.SHOP_ORIGIN || LOCAL_SHOP_ORIGIN).replace(/\/$/, '');
  const redirectUri = `${shopOrigin}/api/staff/callback`;
  const sessionSeconds = 12 * 60 * 60;
  if (env.OIDC_ISSUER) {
    if (!env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) {
      throw new Error('OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
    }
    return {
      issuer: env.OIDC_ISSUER,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
      redirectUri,
      local: null,
      sessionSeconds,
    };
  }
  const port = Number(env.OIDC_LOCAL_PORT ?? api.port + 1);
  return {
    issuer: `http://${api.host}:${port}`,
    clientId: 'escale-shop',
    clientSecret: env.OIDC_CLIENT_SECRET || 'escale-local-client-secret',
    redirectUri,
    local: {
      port,
      host: api.host,
      account: {
        email: env.STAFF_EMAIL || 'care@escale.example',
        name: env.STAFF_NAME || 'Camille Service-Client',
        password: env.STAFF_PASSWORD || 'escale-care',
      },
    },
    sessionSeconds,
  };
}
