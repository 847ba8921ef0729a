import path from 'node:path';
import type { AppConfig } from '../../config/env.ts';
import type { StorageDriver } from './driver.ts';
import { createLocalStorage } from './local.ts';

export type { StorageDriver, StoredObject } from './driver.ts';
export { storageUrl } from './url.ts';

/** The storage driver the configuration asks for: local disk under DATA_DIR/storage by default. */
export function createStorage(config: AppConfig): StorageDriver {
  return createLocalStorage(path.join(config.dataDir, 'storage'));
}
