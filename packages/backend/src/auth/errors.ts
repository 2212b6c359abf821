// GoTrue's error bodies. Both shapes at once: `code`/`message` (API version 2024-01-01, which
// supabase-js sends) and `error_code`/`msg` (older clients), so every client reads the same code.
import { HttpError } from '../http/respond.ts';

export type AuthErrorCode =
  | 'validation_failed'
  | 'bad_json'
  | 'bad_jwt'
  | 'no_authorization'
  | 'user_not_found'
  | 'session_not_found'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'email_not_confirmed'
  | 'user_already_exists'
  | 'weak_password'
  | 'same_password'
  | 'invalid_credentials'
  | 'email_address_invalid'
  | 'otp_expired'
  | 'otp_disabled'
  | 'over_request_rate_limit'
  | 'over_email_send_rate_limit'
  | 'user_banned'
  | 'unexpected_failure'
  | 'not_found'
  | 'not_admin'
  | 'email_exists'
  | 'phone_exists'
  | 'reauthentication_needed'
  | 'reauthentication_not_valid'
  | 'mfa_factor_not_found'
  | 'mfa_factor_name_conflict'
  | 'too_many_enrolled_mfa_factors'
  | 'insufficient_aal'
  | 'mfa_verification_failed'
  | 'mfa_challenge_expired'
  | 'mfa_ip_address_mismatch'
  | 'mfa_phone_enroll_not_enabled'
  | 'mfa_webauthn_enroll_not_enabled'
  | 'anonymous_provider_disabled'
  | 'phone_provider_disabled'
  | 'provider_disabled'
  | 'web3_provider_disabled'
  | 'saml_provider_disabled'
  | 'flow_state_not_found'
  | 'single_identity_not_deletable'
  | 'identity_not_found'
  // Newer than auth-js's list of codes, sent by GoTrue for a disabled feature (OAuth server, custom providers) and for passkeys.
  | 'feature_disabled'
  | 'passkey_disabled';

export function authError(status: number, code: AuthErrorCode, message: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(status, { code, error_code: code, msg: message, message, ...extra });
}
