// The object files on local disk. Uploads are written to a temporary file first and renamed into
// place inside the caller's transaction, so a refused upload leaves nothing behind.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { ReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rmdir, stat, unlink, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { bucketDir } from './paths.ts';

/** `#` cannot occur in a bucket id, so this folder never collides with a bucket. */
const TEMP_FOLDER = '#tmp';

function isMissing(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOENT';
}

export async function writeTemp(storageDir: string, data: Buffer): Promise<string> {
  const folder = path.join(path.resolve(storageDir), TEMP_FOLDER);
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, randomUUID());
  await writeFile(file, data);
  return file;
}

export async function removeFile(file: string): Promise<void> {
  await unlink(file).catch((error: unknown) => {
    if (!isMissing(error)) throw error;
  });
}

/** Moves a file into place, creating its folders. */
export async function place(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  await rename(from, to);
}

export async function copyInto(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  await copyFile(from, to);
}

/** Removes a stored version and the folders it leaves empty, up to (not including) the bucket folder. */
export async function removeVersion(storageDir: string, bucket: string, file: string): Promise<void> {
  await removeFile(file);
  const stop = bucketDir(storageDir, bucket);
  let folder = path.dirname(file);
  while (folder.startsWith(`${stop}${path.sep}`)) {
    try {
      await rmdir(folder);
    } catch {
      return; // not empty (another version or a child object) or already gone
    }
    folder = path.dirname(folder);
  }
}

export async function removeBucketFolder(storageDir: string, bucket: string): Promise<void> {
  await rm(bucketDir(storageDir, bucket), { recursive: true, force: true });
}

export async function openVersion(file: string): Promise<{ stream: ReadStream; size: number } | undefined> {
  try {
    const info = await stat(file);
    return { stream: createReadStream(file), size: info.size };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}
