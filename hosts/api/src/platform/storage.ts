/**
 * Where file bytes live, behind one interface: local disk under FILES_DIR by default, or an
 * S3-compatible bucket when S3_BUCKET is set. Keys are opaque ("org/7/3f2a..."), never file
 * names, so a name can never steer a write outside the store.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Readable | Buffer, meta: { contentType: string; size: number }): Promise<void>;
  get(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
}

export class LocalStorage implements Storage {
  readonly kind = 'local';
  private readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    const full = resolve(this.root, key);
    if (!full.startsWith(this.root + sep)) throw new Error(`storage key outside the store: ${key}`);
    return full;
  }

  async put(key: string, body: Readable | Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.partial`;
    await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial, { flags: 'wx' }));
    await rename(partial, path);
  }

  async get(key: string): Promise<Readable> {
    const path = this.path(key);
    await stat(path);
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

class S3Storage implements Storage {
  readonly kind = 's3';
  private readonly client: S3Client;
  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    });
  }

  async put(key: string, body: Readable | Buffer, meta: { contentType: string; size: number }): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentType: meta.contentType, ContentLength: meta.size }));
  }

  async get(key: string): Promise<Readable> {
    const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    if (!(answer.Body instanceof Readable)) throw new Error(`S3 object ${key} has no readable body`);
    return answer.Body;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }
}

export function createStorage(opts: { filesDir: string; s3?: S3Settings }): Storage {
  return opts.s3 ? new S3Storage(opts.s3) : new LocalStorage(opts.filesDir);
}
