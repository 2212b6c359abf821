// The local provider's keys. The webhook secret is a documented, well-known default (like the
// local JWT secret) so a developer can sign test events by hand; the API key is random per start
// unless configured, because only functions running inside this backend need it.
import { randomBytes } from 'node:crypto';

/** Signs local webhook deliveries when STRIPE_WEBHOOK_SECRET is not set. Never use it in production. */
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_missionbase_local_provider_secret';

export function randomLocalSecretKey(): string {
  return `sk_test_local_${randomBytes(24).toString('hex')}`;
}
