// Storage through the real @supabase/supabase-js client against the real backend: buckets,
// upload/upsert/download/list/remove/move/copy, public and signed URLs, storage.objects RLS
// policies (only an organization's owners and admins write its logo), and path validation.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../auth/jwt.ts';
import { startTestBackend } from '../../test/start-test-backend.ts';
import type { TestBackend } from '../../test/start-test-backend.ts';

/** supabase-js builds a realtime client even when unused; Node 20 has no global WebSocket (ws's event types differ from the DOM's). */
type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;
const realtime = { transport: WebSocket as unknown as Transport };

let backend: TestBackend;
let service: SupabaseClient;
let alice: SupabaseClient; // admin of orgA
let bob: SupabaseClient; // plain member of orgA, owner of orgB
let anon: SupabaseClient;
const orgA = randomUUID();
const orgB = randomUUID();
const aliceId = randomUUID();
const bobId = randomUUID();

function clientFor(sub: string): SupabaseClient {
  const now = Math.floor(Date.now() / 1000);
  const token = signJwt({ sub, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 }, backend.jwtSecret);
  return createClient(backend.url, backend.anonKey, { accessToken: async () => token, realtime });
}

/** Every file under the storage folder (object versions and temporary files). */
function filesOnDisk(): string[] {
  const root = backend.config.storageDir;
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** An upload as the service role, with the request path sent byte for byte. */
function rawUpload(requestPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: backend.port, path: requestPath, method: 'POST', headers: { authorization: `Bearer ${backend.serviceRoleKey}`, 'content-type': 'text/plain' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end('x');
  });
}

function png(text: string): Blob {
  return new Blob([text], { type: 'image/png' });
}

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.admin.query(`
    create table public.st_memberships (user_id uuid not null, organization_id uuid not null, role text not null, primary key (user_id, organization_id));
    create policy "test: readable by signed-in users" on storage.objects for select to authenticated using (bucket_id = 'test-logos');
    create policy "test: owners and admins write" on storage.objects for insert to authenticated
      with check (bucket_id = 'test-logos' and (storage.foldername(name))[1] in (
        select m.organization_id::text from public.st_memberships m where m.user_id = auth.uid() and m.role in ('owner', 'admin')));
    create policy "test: owners and admins replace" on storage.objects for update to authenticated
      using (bucket_id = 'test-logos' and (storage.foldername(name))[1] in (
        select m.organization_id::text from public.st_memberships m where m.user_id = auth.uid() and m.role in ('owner', 'admin')));
    create policy "test: owners and admins remove" on storage.objects for delete to authenticated
      using (bucket_id = 'test-logos' and (storage.foldername(name))[1] in (
        select m.organization_id::text from public.st_memberships m where m.user_id = auth.uid() and m.role in ('owner', 'admin')));
    create policy "test: own documents" on storage.objects for all to authenticated
      using (bucket_id = 'test-documents' and owner = auth.uid()) with check (bucket_id = 'test-documents' and owner = auth.uid());
  `);
  await backend.admin.query(`insert into public.st_memberships values ($1, $2, 'admin'), ($3, $2, 'member'), ($3, $4, 'owner')`, [aliceId, orgA, bobId, orgB]);
  service = createClient(backend.url, backend.serviceRoleKey, { realtime });
  alice = clientFor(aliceId);
  bob = clientFor(bobId);
  anon = createClient(backend.url, backend.anonKey, { realtime });
  expect((await service.storage.createBucket('test-logos', { public: true, allowedMimeTypes: ['image/*'], fileSizeLimit: 1024 * 1024 })).error).toBeNull();
  expect((await service.storage.createBucket('test-documents', { public: false })).error).toBeNull();
});

afterAll(async () => {
  await backend?.stop();
});

describe('buckets', () => {
  it('the service role manages buckets; a signed-in user without a bucket policy cannot', async () => {
    const created = await service.storage.createBucket('scratch', { public: false });
    expect(created).toEqual({ data: { name: 'scratch' }, error: null });
    const fetched = await service.storage.getBucket('scratch');
    expect(fetched.data).toMatchObject({ id: 'scratch', name: 'scratch', public: false });
    const listed = await service.storage.listBuckets();
    expect(listed.data?.map((bucket) => bucket.id)).toEqual(expect.arrayContaining(['test-documents', 'scratch', 'test-logos']));
    expect((await service.storage.updateBucket('scratch', { public: true })).error).toBeNull();
    expect((await service.storage.getBucket('scratch')).data?.public).toBe(true);

    const refused = await alice.storage.createBucket('mine');
    expect(refused.error).toMatchObject({ status: 403, statusCode: '403' });

    expect((await service.storage.from('scratch').upload('a.txt', 'x')).error).toBeNull();
    expect((await service.storage.deleteBucket('scratch')).error).toMatchObject({ status: 409, message: 'The bucket you tried to delete is not empty' });
    expect((await service.storage.emptyBucket('scratch')).error).toBeNull();
    expect((await service.storage.deleteBucket('scratch')).error).toBeNull();
    expect((await service.storage.getBucket('scratch')).error).toMatchObject({ status: 404, message: 'Bucket not found' });
    expect(filesOnDisk().filter((file) => file.startsWith('scratch'))).toEqual([]);
  });
});

describe('objects', () => {
  it('uploads, downloads and serves a public URL for a public bucket', async () => {
    const uploaded = await alice.storage.from('test-logos').upload(`${orgA}/logo.png`, png('logo v1'));
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({ path: `${orgA}/logo.png`, fullPath: `test-logos/${orgA}/logo.png` });
    expect(filesOnDisk().filter((file) => file.startsWith(`test-logos/${orgA}/logo.png/`))).toHaveLength(1);

    const downloaded = await alice.storage.from('test-logos').download(`${orgA}/logo.png`);
    expect(downloaded.error).toBeNull();
    expect(await downloaded.data?.text()).toBe('logo v1');
    expect(downloaded.data?.type).toBe('image/png');

    const { publicUrl } = alice.storage.from('test-logos').getPublicUrl(`${orgA}/logo.png`).data;
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await response.text()).toBe('logo v1');
  });

  it('refuses a duplicate upload and replaces on upsert, keeping one file', async () => {
    const name = `${orgA}/banner.png`;
    expect((await alice.storage.from('test-logos').upload(name, png('one'))).error).toBeNull();
    const duplicate = await alice.storage.from('test-logos').upload(name, png('two'));
    expect(duplicate.error).toMatchObject({ status: 409, message: 'The resource already exists' });
    const upserted = await alice.storage.from('test-logos').upload(name, png('two'), { upsert: true });
    expect(upserted.error).toBeNull();
    expect(await (await alice.storage.from('test-logos').download(name)).data?.text()).toBe('two');
    const updated = await alice.storage.from('test-logos').update(name, png('three'));
    expect(updated.error).toBeNull();
    expect(await (await alice.storage.from('test-logos').download(name)).data?.text()).toBe('three');
    expect(filesOnDisk().filter((file) => file.startsWith(`test-logos/${name}/`))).toHaveLength(1);
  });

  it("lets only an organization's owners and admins write its logos, and writes nothing to disk otherwise", async () => {
    const before = filesOnDisk();
    const asMember = await bob.storage.from('test-logos').upload(`${orgA}/hijack.png`, png('no'));
    expect(asMember.error).toMatchObject({ status: 403, statusCode: '403' });
    const asAnon = await anon.storage.from('test-logos').upload(`${orgA}/anon.png`, png('no'));
    expect(asAnon.error).toMatchObject({ status: 403 });
    const overwrite = await bob.storage.from('test-logos').upload(`${orgA}/logo.png`, png('no'), { upsert: true });
    expect(overwrite.error).not.toBeNull();
    expect(filesOnDisk()).toEqual(before);
    expect(await (await alice.storage.from('test-logos').download(`${orgA}/logo.png`)).data?.text()).toBe('logo v1');

    // Bob owns orgB, so its folder is his to write.
    expect((await bob.storage.from('test-logos').upload(`${orgB}/logo.png`, png('bob'))).error).toBeNull();
    // Bucket limits hold too: logos takes images only.
    const wrongType = await alice.storage.from('test-logos').upload(`${orgA}/notes.txt`, new Blob(['x'], { type: 'text/plain' }));
    expect(wrongType.error).toMatchObject({ status: 415 });
  });

  it('lists one folder level with folders first-class, search, sort and paging', async () => {
    await alice.storage.from('test-logos').upload(`${orgA}/sub/deep.png`, png('deep'));
    const listed = await alice.storage.from('test-logos').list(orgA);
    expect(listed.error).toBeNull();
    const names = listed.data?.map((item) => item.name);
    expect(names).toEqual(['banner.png', 'logo.png', 'sub']);
    const folder = listed.data?.find((item) => item.name === 'sub');
    expect(folder?.id).toBeNull();
    const file = listed.data?.find((item) => item.name === 'logo.png');
    expect(file?.metadata).toMatchObject({ size: 7, mimetype: 'image/png' });

    expect((await alice.storage.from('test-logos').list(orgA, { search: 'ban' })).data?.map((item) => item.name)).toEqual(['banner.png']);
    expect((await alice.storage.from('test-logos').list(orgA, { limit: 1, offset: 1 })).data?.map((item) => item.name)).toEqual(['logo.png']);
    expect((await alice.storage.from('test-logos').list(orgA, { sortBy: { column: 'name', order: 'desc' } })).data?.map((item) => item.name)).toEqual(['sub', 'logo.png', 'banner.png']);
    expect((await alice.storage.from('test-logos').list()).data?.map((item) => item.name).sort()).toEqual([orgA, orgB].sort());
    expect((await anon.storage.from('test-logos').list(orgA)).data).toEqual([]);
  });

  it('removes only what the delete policy allows, files included', async () => {
    const refused = await bob.storage.from('test-logos').remove([`${orgA}/sub/deep.png`]);
    expect(refused).toEqual({ data: [], error: null });
    expect(filesOnDisk().some((file) => file.startsWith(`test-logos/${orgA}/sub/deep.png/`))).toBe(true);

    const removed = await alice.storage.from('test-logos').remove([`${orgA}/sub/deep.png`]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((item) => item.name)).toEqual([`${orgA}/sub/deep.png`]);
    expect(filesOnDisk().some((file) => file.startsWith(`test-logos/${orgA}/sub`))).toBe(false);
    expect((await alice.storage.from('test-logos').download(`${orgA}/sub/deep.png`)).error).toMatchObject({ status: 404 });
  });

  it('moves and copies within the policies', async () => {
    expect((await alice.storage.from('test-logos').copy(`${orgA}/logo.png`, `${orgA}/logo-copy.png`)).data).toEqual({ path: `test-logos/${orgA}/logo-copy.png` });
    expect((await alice.storage.from('test-logos').move(`${orgA}/logo-copy.png`, `${orgA}/logo-moved.png`)).error).toBeNull();
    expect(await (await alice.storage.from('test-logos').download(`${orgA}/logo-moved.png`)).data?.text()).toBe('logo v1');
    expect((await alice.storage.from('test-logos').download(`${orgA}/logo-copy.png`)).error).toMatchObject({ status: 404 });
    expect((await bob.storage.from('test-logos').copy(`${orgA}/logo.png`, `${orgA}/bobs.png`)).error).toMatchObject({ status: 403 });
  });

  it('keeps a private bucket private: owner downloads, others and public URLs do not', async () => {
    expect((await alice.storage.from('test-documents').upload('report.txt', 'secret', { contentType: 'text/plain' })).error).toBeNull();
    expect(await (await alice.storage.from('test-documents').download('report.txt')).data?.text()).toBe('secret');
    expect((await bob.storage.from('test-documents').download('report.txt')).error).toMatchObject({ status: 404 });
    expect((await anon.storage.from('test-documents').download('report.txt')).error).toMatchObject({ status: 404 });
    const response = await fetch(alice.storage.from('test-documents').getPublicUrl('report.txt').data.publicUrl);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: '404', error: 'Bucket not found', message: 'Bucket not found' });

    const signed = await alice.storage.from('test-documents').createSignedUrl('report.txt', 60);
    expect(signed.error).toBeNull();
    const viaSigned = await fetch(signed.data?.signedUrl ?? '');
    expect(await viaSigned.text()).toBe('secret');
    const tampered = await fetch((signed.data?.signedUrl ?? '').replace('report.txt', 'other.txt'));
    expect(tampered.status).toBe(400);
    expect((await bob.storage.from('test-documents').createSignedUrl('report.txt', 60)).error).toMatchObject({ status: 404 });
  });

  it('rejects path traversal, absolute paths and NUL bytes before touching disk', async () => {
    const before = filesOnDisk();
    // node:http sends the path as written (fetch would normalise the dot segments away first).
    for (const bad of ['test-logos/../../escape.txt', 'test-logos/%2E%2E/%2E%2E/escape.txt', `test-logos/${orgA}/%2e%2e/x.png`, 'test-logos//etc/passwd', 'test-logos/a%00b.png', 'test-logos/a%5Cb.png', '%2E%2E/logos/x.png', '../logos/x.png']) {
      const { status, body } = await rawUpload(`/storage/v1/object/${bad}`);
      expect(status, bad).toBe(400);
      expect((JSON.parse(body) as { statusCode: string }).statusCode, bad).toBe('400');
    }
    expect(filesOnDisk()).toEqual(before);
    expect(existsSync(path.join(path.dirname(backend.config.storageDir), 'escape.txt'))).toBe(false);
  });

  it('answers storage-api error shapes for a missing bucket and object', async () => {
    const missingBucket = await alice.storage.from('nope').upload('x.png', png('x'));
    expect(missingBucket.error).toMatchObject({ status: 404, statusCode: '404', message: 'Bucket not found' });
    const missingObject = await alice.storage.from('test-logos').download(`${orgA}/missing.png`);
    expect(missingObject.error).toMatchObject({ status: 404 });
    expect((await alice.storage.from('test-logos').exists(`${orgA}/logo.png`)).data).toBe(true);
    expect((await alice.storage.from('test-logos').exists(`${orgA}/missing.png`)).data).toBe(false);
  });
});
