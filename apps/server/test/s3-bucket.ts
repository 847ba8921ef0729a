import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** The access key s3rver accepts (it checks the signature, not the account). */
const KEY = 'S3RVER';

export interface TestBucket {
  /** The bucket's name. */
  readonly bucket: string;
  /** `S3_URL` for a server that should store its files in this bucket. */
  readonly url: string;
  /** A client of the test's own, to look at the bucket without the driver under test. */
  readonly s3: S3Client;
  close(): Promise<void>;
}

/** A real S3-protocol server (s3rver) on a free loopback port, in a folder of its own, with one bucket. */
export async function startTestBucket(bucket: string): Promise<TestBucket> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'siloker-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true });
  const { port } = await server.run();
  const s3 = new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    bucket,
    url: `s3+http://${KEY}:${KEY}@127.0.0.1:${port}/${bucket}`,
    s3,
    async close() {
      s3.destroy();
      await server.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
