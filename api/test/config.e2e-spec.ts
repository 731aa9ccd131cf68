/**
 * One schema for every rule (docs/decisions/validation-schemas.md): the API started as `npm start` starts it (bootstrap() reading process.env) stops on a
 * wrong variable with a message naming it, and speaks JSON lines to a log collector (not a terminal).
 */
import type { INestApplication } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { bootstrap } from '../src/main';

describe('start from the environment', () => {
  const saved = { ...process.env };
  const dir = mkdtempSync(path.join(tmpdir(), 'petfoster-start-'));
  let logs: string[];
  let errors: string[];

  beforeEach(() => {
    logs = [];
    errors = [];
    jest.spyOn(console, 'log').mockImplementation((line: unknown) => void logs.push(String(line)));
    jest.spyOn(console, 'error').mockImplementation((line: unknown) => void errors.push(String(line)));
    process.env = {
      ...saved,
      PORT: '0',
      DATABASE_URL: `sqlite:${path.join(dir, 'start.sqlite')}`,
      UPLOAD_DIR: path.join(dir, 'uploads'),
      SEED_DEMO: 'false',
      LOG_REQUESTS: 'false',
      WEB_ROOT: dir,
    };
  });
  afterEach(() => {
    process.env = saved;
    jest.restoreAllMocks();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('PORT=abc stops the start with the variable, what it expects and what it got', async () => {
    process.env.PORT = 'abc';
    const exit = jest.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    await expect(bootstrap()).rejects.toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    expect(errors).toEqual(['Configuration invalide: PORT doit être un numéro de port entre 0 et 65535 (reçu "abc")']);
  });

  it('TRUST_PROXY=true stops the start', async () => {
    process.env.TRUST_PROXY = 'true';
    jest.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    await expect(bootstrap()).rejects.toThrow('exit 1');
    expect(errors[0]).toMatch(/^Configuration invalide: TRUST_PROXY true ferait confiance/);
  });

  it('a valid environment starts; not on a terminal it prints one JSON line with the address', async () => {
    process.env.LOG_FORMAT = 'json';
    let app: INestApplication | undefined;
    try {
      app = await bootstrap();
      const res = await request(app.getHttpServer() as Server).get('/api/health');
      expect(res.status).toBe(200);
      const line = JSON.parse(logs[logs.length - 1]) as { level: number; msg: string };
      expect(line.level).toBe(30);
      expect(line.msg).toMatch(/^PetFoster API sur http:\/\/localhost:\d+$/);
    } finally {
      await app?.close();
    }
  });
});
