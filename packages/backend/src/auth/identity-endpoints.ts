// The signed-in user's identities: GET /user/identities/authorize (linkIdentity) and
// DELETE /user/identities/<id> (unlinkIdentity), with manual linking on as GoTrue's switch allows.
// A user's identities are listed in GET /user's `identities` (getUserIdentities). Every account
// has exactly its e-mail identity and no provider is enabled, so linking has nothing to link and
// unlinking refuses to leave an account without a way to sign in, as GoTrue does.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PoolClient } from 'pg';
import type { BackendContext } from '../context.ts';
import { sendJson } from '../http/respond.ts';
import { unsupportedProvider } from './disabled-providers.ts';
import { authError } from './errors.ts';
import { queryOf, requireUserClaims, transaction } from './request-helpers.ts';
import { currentUser } from './user-endpoints.ts';
import { identitiesOf } from './users.ts';
import type { IdentityRow, UserRow } from './users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /user/identities/authorize?provider=: the provider's sign-in page to link; none is enabled. */
export async function linkIdentity(req: IncomingMessage, _res: ServerResponse, ctx: BackendContext): Promise<void> {
  const claims = requireUserClaims(req, ctx);
  await transaction(ctx, (client) => currentUser(client, claims, false));
  throw unsupportedProvider(queryOf(req).get('provider') ?? '');
}

/** The providers app_metadata lists, recomputed from the identities that are left. */
async function refreshProviders(client: PoolClient, user: UserRow): Promise<void> {
  const providers = [...new Set((await identitiesOf(client, user.id)).map((identity) => identity.provider))];
  await client.query("update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('providers', $2::jsonb), updated_at = now() where id = $1", [
    user.id,
    JSON.stringify(providers),
  ]);
}

function identityToUnlink(identities: IdentityRow[], identityId: string): IdentityRow {
  if (identities.length <= 1) throw authError(422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking');
  const identity = identities.find((candidate) => candidate.id === identityId.toLowerCase());
  if (!identity) throw authError(422, 'identity_not_found', "Identity doesn't exist");
  return identity;
}

/** DELETE /user/identities/<identity id>. */
export async function unlinkIdentity(req: IncomingMessage, res: ServerResponse, ctx: BackendContext, identityId: string): Promise<void> {
  const claims = requireUserClaims(req, ctx);
  await transaction(ctx, async (client) => {
    const user = await currentUser(client, claims, true);
    if (!UUID.test(identityId)) throw authError(404, 'validation_failed', 'identity_id must be an UUID');
    const identity = identityToUnlink(await identitiesOf(client, user.id), identityId);
    await client.query('delete from auth.identities where id = $1', [identity.id]);
    await refreshProviders(client, user);
  });
  sendJson(res, 200, {});
}
