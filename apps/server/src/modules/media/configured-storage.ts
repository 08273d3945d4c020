import path from 'node:path'
import type { Config } from '../../config'
import { s3Storage } from './s3-storage'
import { localDiskStorage, type MediaStorage } from './storage'

/** The shop's media storage: the S3 bucket when S3_BUCKET is set, else the folder DATA_DIR/media. */
export function configuredMediaStorage(config: Pick<Config, 's3' | 'dataDir'>): MediaStorage {
  return config.s3 ? s3Storage(config.s3) : localDiskStorage(path.join(config.dataDir, 'media'))
}
