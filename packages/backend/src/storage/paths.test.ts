// Unit tests of bucket id / object name validation and their mapping to files under the storage folder.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/respond.ts';
import { assertBucketId, assertObjectName, decodePath, objectDir, splitObjectPath, versionFile } from './paths.ts';
import { mimeAllowed } from './upload-body.ts';

function statusOf(run: () => unknown): number | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
}

describe('assertObjectName', () => {
  it('accepts ordinary nested names', () => {
    expect(assertObjectName('org-1/logos/logo (1).png')).toBe('org-1/logos/logo (1).png');
    expect(assertObjectName('ünïcode/файл.txt')).toBe('ünïcode/файл.txt');
  });

  it('refuses traversal, absolute paths, empty segments, NUL, control characters and backslashes', () => {
    for (const bad of ['', '..', '../x', 'a/../b', 'a/./b', '/etc/passwd', 'a//b', 'a/', 'a\u0000b', 'a\nb', 'a\\b', 'x'.repeat(1025), `${'y'.repeat(256)}/z`]) {
      expect(statusOf(() => assertObjectName(bad)), JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('assertBucketId', () => {
  it("follows storage-js's rule and refuses dot names and separators", () => {
    expect(assertBucketId('logos')).toBe('logos');
    for (const bad of ['', '.', '..', 'a/b', 'a\\b', ' padded', 'x'.repeat(101), '#tmp']) expect(statusOf(() => assertBucketId(bad)), bad).toBe(400);
  });
});

describe('paths on disk', () => {
  it('decodes percent-encoding before validating, so encoded dots are caught too', () => {
    expect(decodePath('logos/a%20b.png')).toBe('logos/a b.png');
    expect(statusOf(() => splitObjectPath(decodePath('logos/%2E%2E/x')))).toBe(400);
    expect(statusOf(() => decodePath('logos/%E0%A4%A'))).toBe(400);
  });

  it('keeps every file inside the bucket folder', () => {
    const root = path.resolve('/srv/storage');
    expect(objectDir(root, 'logos', 'a/b.png')).toBe(path.join(root, 'logos', 'a', 'b.png'));
    expect(versionFile(root, 'logos', 'a.png', '0b3a3c1e-8d7f-4d7a-9a59-5f2c1f6c9e10')).toBe(path.join(root, 'logos', 'a.png', '0b3a3c1e-8d7f-4d7a-9a59-5f2c1f6c9e10'));
    expect(statusOf(() => versionFile(root, 'logos', 'a.png', '../../x'))).toBe(500);
  });
});

describe('mimeAllowed', () => {
  it('matches exact types and wildcards, ignoring parameters', () => {
    expect(mimeAllowed('image/png', ['image/*'])).toBe(true);
    expect(mimeAllowed('text/plain;charset=UTF-8', ['text/plain'])).toBe(true);
    expect(mimeAllowed('text/plain', ['image/*'])).toBe(false);
    expect(mimeAllowed('anything/else', null)).toBe(true);
  });
});
