import path from 'node:path';
import type { AppConfig } from '../../config/env.ts';
import type { StorageDriver } from './driver.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';

export type { StorageDriver, StoredObject } from './driver.ts';
export { privateFileUrl, storageUrl } from './url.ts';

/**
 * The storage driver the configuration asks for: an S3-compatible bucket when S3_URL (or S3_BUCKET)
 * is set, local disk under DATA_DIR/storage otherwise.
 */
export function createStorage(config: AppConfig): StorageDriver {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(path.join(config.dataDir, 'storage'));
}
