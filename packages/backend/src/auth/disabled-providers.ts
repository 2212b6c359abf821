// What GoTrue answers, configured as this platform is, for the sign-in methods and features the
// product has no use for: external OAuth providers, OpenID Connect ID tokens, Web3 wallets, SAML
// SSO, the PKCE code exchange, passkeys, the OAuth 2.1 server and custom providers. Each answer is
// GoTrue's own status, code and message for that feature switched off, so supabase-js reports an
// AuthApiError a client can tell apart from a missing route.
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import type { HttpError } from '../http/respond.ts';
import { authError } from './errors.ts';
import { parseBody, queryOf } from './request-helpers.ts';

/** GoTrue's built-in OAuth providers: each is known to it, none is enabled here. */
const OAUTH_PROVIDERS: ReadonlySet<string> = new Set([
  'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly', 'github', 'gitlab', 'google', 'kakao', 'keycloak',
  'linkedin', 'linkedin_oidc', 'notion', 'slack', 'slack_oidc', 'snapchat', 'spotify', 'twitch', 'twitter', 'workos', 'x', 'zoom',
]);

/** The issuer GoTrue names when an ID token's provider is switched off. */
const ID_TOKEN_ISSUERS: Readonly<Record<string, string>> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
};

/** GoTrue's refusal of `?provider=` on /authorize and /user/identities/authorize. */
export function unsupportedProvider(provider: string): HttpError {
  const reason = OAUTH_PROVIDERS.has(provider) ? 'provider is not enabled' : `Provider ${provider} could not be found`;
  return authError(400, 'validation_failed', `Unsupported provider: ${reason}`);
}

/** GET /authorize?provider=: where signInWithOAuth sends the browser. No provider is enabled. */
export async function externalProviderRedirect(req: IncomingMessage): Promise<void> {
  throw unsupportedProvider(queryOf(req).get('provider') ?? '');
}

const idTokenBody = z.looseObject({ provider: z.string().optional(), id_token: z.string().optional() });

/** POST /token?grant_type=id_token (signInWithIdToken, linkIdentity with a token). */
export async function idTokenGrant(req: IncomingMessage): Promise<never> {
  const body = await parseBody(req, idTokenBody);
  if (!body.id_token) throw authError(400, 'validation_failed', 'id_token required');
  const provider = body.provider ?? '';
  const issuer = ID_TOKEN_ISSUERS[provider];
  if (issuer === undefined) throw authError(400, 'validation_failed', `Custom OIDC provider ${JSON.stringify(provider)} not allowed`);
  throw authError(400, 'provider_disabled', `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`);
}

/** POST /token?grant_type=web3 (signInWithWeb3): neither Ethereum nor Solana is enabled. */
export async function web3Grant(): Promise<never> {
  throw authError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
}

const pkceBody = z.looseObject({ auth_code: z.string().optional(), code_verifier: z.string().optional() });

/**
 * POST /token?grant_type=pkce (exchangeCodeForSession). Mails carry the implicit flow's links, so
 * no flow state is ever stored and no code can match one.
 */
export async function pkceGrant(req: IncomingMessage): Promise<never> {
  const body = await parseBody(req, pkceBody);
  if (!body.auth_code || !body.code_verifier) {
    throw authError(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  }
  throw authError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
}

/** POST /sso (signInWithSSO) and the SAML endpoints under it. */
export function samlDisabled(): HttpError {
  return authError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
}

export function oauthServerDisabled(): HttpError {
  return authError(404, 'feature_disabled', 'OAuth server is disabled');
}

export function customProvidersDisabled(): HttpError {
  return authError(404, 'feature_disabled', 'Custom OAuth providers are disabled');
}

export function passkeysDisabled(): HttpError {
  return authError(404, 'passkey_disabled', 'Passkeys are disabled');
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The disabled feature a path belongs to, answered before any credential is looked at (GoTrue
 * checks these switches first): `/sso/...`, `/passkeys/...` and the OAuth server's `/oauth/...`.
 */
export function disabledFeatureAt(path: string): HttpError | undefined {
  if (isUnder(path, '/sso')) return samlDisabled();
  if (isUnder(path, '/passkeys')) return passkeysDisabled();
  if (isUnder(path, '/oauth') || path === '/.well-known/oauth-authorization-server') return oauthServerDisabled();
  return undefined;
}
