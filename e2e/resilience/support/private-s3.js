'use strict';
/* An in-process S3-compatible server (s3rver 4.x, which runs on Node 20) for the multi-host test (docs/decisions/stateless-api.md). */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const S3rver = require('@20minutes/s3rver');
const { HeadObjectCommand, S3Client } = require('@aws-sdk/client-s3');

const BUCKET = 'petfoster-images';
// s3rver's fixed credentials.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

async function startPrivateS3() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'petfoster-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    /** What an API process needs to store its images there. */
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** Of these keys, those the bucket holds now. */
    async existing(keys) {
      const found = await Promise.all(
        keys.map((key) =>
          client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).then(
            () => key,
            () => null,
          ),
        ),
      );
      return found.filter(Boolean);
    },
    async stop() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

module.exports = { startPrivateS3 };
