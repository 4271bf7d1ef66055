import { generateKeyPairSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Locale, localeFromAcceptLanguage, translate } from '@escale/i18n/core';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { LocalIdentityProvider, StaffAuthConfig } from './config';

/**
 * The identity provider that `npm start` runs for staff when no other is configured: a real
 * OpenID Connect provider (authorization code with PKCE only) that knows one staff account. Its
 * sign-in page speaks the language the shop asked for (`ui_locales`).
 */
export async function startLocalIdentityProvider(
  auth: StaffAuthConfig & { local: LocalIdentityProvider },
): Promise<{ issuer: string; close: () => Promise<void> }> {
  const { account, host } = auth.local;
  // Listening first: on port 0 the system chooses the port, which the issuer names.
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(auth.local.port, host, resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;
  const provider = new Provider(issuer, providerConfiguration(auth, account));
  provider.use(async (ctx, next) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(ctx.path);
    if (!match) return next();
    await interaction(provider, ctx as KoaContextWithOIDC, account, Boolean(match[2]));
  });
  server.on('request', provider.callback());
  return { issuer, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function providerConfiguration(
  auth: StaffAuthConfig,
  account: LocalIdentityProvider['account'],
): Configuration {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'local', alg: 'RS256', use: 'sig' };
  return {
    clients: [
      {
        client_id: auth.clientId,
        client_secret: auth.clientSecret,
        redirect_uris: [auth.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The ID token carries the claims asked for: the shop reads the staff member from it.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) =>
      sub === account.email
        ? {
            accountId: sub,
            claims: () => ({ sub, email: account.email, email_verified: true, name: account.name }),
          }
        : undefined,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    // The shop is the provider's own client: a staff member who signed in is not asked to consent.
    loadExistingGrant: async (ctx) => {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: { keys: [signingKey] },
  };
}

async function interaction(
  provider: Provider,
  ctx: KoaContextWithOIDC,
  account: LocalIdentityProvider['account'],
  isLogin: boolean,
) {
  const details = await provider.interactionDetails(ctx.req, ctx.res);
  const locale = localeFromAcceptLanguage(String(details.params.ui_locales ?? '').replace(/ /g, ','));
  if (details.prompt.name !== 'login') {
    // Consent is given by the grant loaded for the shop; any other prompt ends the sign-in.
    const to = await provider.interactionResult(ctx.req, ctx.res, {
      error: 'access_denied',
      error_description: 'Only signing in is supported',
    });
    return ctx.redirect(to);
  }
  if (!isLogin || ctx.method !== 'POST') {
    ctx.type = 'html';
    ctx.body = signInPage(locale, details.uid, null);
    return;
  }
  const form = new URLSearchParams(await bodyText(ctx));
  const email = (form.get('email') ?? '').trim().toLowerCase();
  if (!(same(email, account.email.toLowerCase()) && same(form.get('password') ?? '', account.password))) {
    ctx.status = 401;
    ctx.type = 'html';
    ctx.body = signInPage(locale, details.uid, email);
    return;
  }
  const to = await provider.interactionResult(
    ctx.req,
    ctx.res,
    { login: { accountId: account.email } },
    { mergeWithLastSubmission: false },
  );
  ctx.redirect(to);
  // After a form's POST: the browser GETs where it is sent.
  ctx.status = 303;
}

function same(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

async function bodyText(ctx: KoaContextWithOIDC): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > 4096) break;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The provider's sign-in form; `refused` is the e-mail of a refused attempt. */
function signInPage(locale: Locale, uid: string, refused: string | null): string {
  const t = (id: Parameters<typeof translate>[1]) => escapeHtml(translate(locale, id));
  const lang = locale.slice(0, 2);
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('staffIdp.title')}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem;color:#1d1d1f}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;padding:.6rem;font:inherit;box-sizing:border-box;border:1px solid #6e6e73;border-radius:6px}
button{margin-top:1.5rem;padding:.7rem 1.2rem;font:inherit;font-weight:600;border:0;border-radius:6px;background:#0b5cad;color:#fff}
[role=alert]{margin-top:1rem;padding:.6rem;border-radius:6px;background:#fdecea;color:#8a1c12}</style></head>
<body><main><h1>${t('staffIdp.title')}</h1><p>${t('staffIdp.intro')}</p>
${refused === null ? '' : `<p role="alert">${t('staffIdp.refused')}</p>`}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="email">${t('staffIdp.email')}</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(refused ?? '')}">
<label for="password">${t('staffIdp.password')}</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${t('staffIdp.submit')}</button></form></main></body></html>`;
}
