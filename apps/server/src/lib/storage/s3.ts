import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config/env.ts';
import { assertListedPath, assertStoragePath, STORAGE_ROOTS, type StorageDriver } from './driver.ts';

/** A missing object (or bucket path) answers 404 / NoSuchKey; anything else is a real failure. */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Objects in an S3-compatible bucket (MinIO, Garage, a cloud bucket) under the same
 * `<visibility>/<kind>/<random>.<ext>` paths as on local disk, so several server processes share one
 * store. Path-style addressing by default: MinIO and Garage do not serve bucket subdomains.
 */
export function createS3Storage(config: S3Config): StorageDriver {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // A bucket that stops answering must not hold a request (or a save) forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const Bucket = config.bucket;
  return {
    name: 's3',
    async put(path, body, contentType) {
      assertStoragePath(path);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: path,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    async get(path) {
      assertStoragePath(path);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: path }));
        if (!res.Body) return null;
        // In Node the SDK hands back the HTTP response itself, a Readable.
        return { body: res.Body as Readable, size: res.ContentLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(path) {
      assertStoragePath(path);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: path }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async *list() {
      // Only the two folders uploads go to: a bucket shared with something else keeps its other keys.
      for (const top of STORAGE_ROOTS) {
        let ContinuationToken: string | undefined;
        do {
          const page = await client.send(
            new ListObjectsV2Command({ Bucket, Prefix: `${top}/`, ContinuationToken }),
          );
          for (const o of page.Contents ?? []) {
            if (!o.Key || o.Key.endsWith('/')) continue;
            yield { path: o.Key, modified: o.LastModified ?? new Date(0), size: o.Size ?? 0 };
          }
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
      }
    },
    async deleteListed(path) {
      assertListedPath(path);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: path }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async close() {
      client.destroy();
    },
  };
}
