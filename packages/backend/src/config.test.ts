// Configuration from the environment: Supabase's local defaults, and the production refusals.
import { describe, expect, it } from 'vitest';
import { LOCAL_JWT_SECRET, dataApiFromEnv, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to Supabase local ports, the local secret (tests only), autoconfirm and the demo seed', () => {
    const config = loadConfig({ MB_ALLOW_PUBLISHED_SECRETS: 'true' });
    expect(config).toMatchObject({ port: 54321, pgPort: 54322, jwtSecret: LOCAL_JWT_SECRET, mailerAutoconfirm: true, seedDemo: true, production: false, databaseUrl: undefined });
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({ MB_ALLOW_PUBLISHED_SECRETS: 'true', MB_API_PORT: '4000', MB_PG_PORT: '0', MAILER_AUTOCONFIRM: 'false', MB_LOG_REQUESTS: '0', DATABASE_URL: 'postgresql://x@db/app', JWT_EXPIRY: '600' });
    expect(config).toMatchObject({ port: 4000, pgPort: 0, mailerAutoconfirm: false, logRequests: false, databaseUrl: 'postgresql://x@db/app', jwtExpiry: 600 });
  });

  // The payment webhook secret's refusal is the payment provider's (packages/payment-provider/src/payment-settings.test.ts).
  it('refuses to start with a published local secret outside tests, and in production even when allowed', () => {
    expect(() => loadConfig({})).toThrow(/JWT_SECRET is the published local default/);
    expect(() => loadConfig({ NODE_ENV: 'production', MB_ALLOW_PUBLISHED_SECRETS: 'true' })).toThrow(/published local default/);
    expect(() => loadConfig({ MB_ALLOW_PUBLISHED_SECRETS: 'true' }, { production: true })).toThrow(/published local default/);
    expect(loadConfig({ JWT_SECRET: 'an-installation-secret-of-sufficient-length' }).allowPublishedSecrets).toBe(false);
  });

  it('turns the demo seed off in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-sufficient-length', MB_SEED_DEMO: 'true' });
    expect(config.seedDemo).toBe(false);
  });

  it('rejects a malformed port instead of guessing', () => {
    expect(() => loadConfig({ MB_ALLOW_PUBLISHED_SECRETS: 'true', MB_API_PORT: 'eighty' })).toThrow(/Invalid integer/);
  });
});

describe('dataApiFromEnv', () => {
  it('exposes public alone by default, else the listed schemas in order, once each; aggregates are off unless enabled', () => {
    expect(dataApiFromEnv({})).toEqual({ maxRows: undefined, schemas: ['public'], aggregatesEnabled: false, txEnd: 'commit', planEnabled: false });
    expect(
      dataApiFromEnv({ MB_REST_SCHEMAS: ' public, reporting ,public', MB_REST_MAX_ROWS: '500', MB_REST_AGGREGATES_ENABLED: 'true', MB_REST_TX_END: 'rollback-allow-override', MB_REST_PLAN_ENABLED: 'true' }),
    ).toEqual({ maxRows: 500, schemas: ['public', 'reporting'], aggregatesEnabled: true, txEnd: 'rollback-allow-override', planEnabled: true });
  });

  it('refuses a schema name that is not an identifier, and a transaction end PostgREST does not know', () => {
    expect(() => dataApiFromEnv({ MB_REST_SCHEMAS: 'public,"x"; drop' })).toThrow(/Invalid schema name/);
    expect(() => dataApiFromEnv({ MB_REST_TX_END: 'sometimes' })).toThrow(/Invalid MB_REST_TX_END/);
  });
});
