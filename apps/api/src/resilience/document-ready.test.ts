import { describe, expect, it } from 'vitest';
import { loopHold } from '../test/loop-gap.ts';
import { serverForFile } from './server-kit.ts';

/**
 * The server builds its API document before it listens: the first request for it (an integrator's
 * tool, Schemathesis) holds the event loop no longer than any other request. Before, that request
 * built it, holding the loop most of a second, and a SIGTERM meanwhile was heard that much later.
 */
const file = serverForFile('sufra-document');

describe('the API document', () => {
  it('is ready when the server starts: its first request holds the loop under 100 ms', async () => {
    const hold = await loopHold(
      () => file.server.app.inject({ method: 'GET', url: '/api/docs/json' }),
      (answer) => {
        expect(answer.statusCode).toBe(200);
        expect(Object.keys(answer.json().paths).length).toBeGreaterThan(100);
      },
      // The first request only: a second would find the document built either way.
      { limitMs: 100, tries: 1 },
    );
    expect(hold).toBeLessThan(100);
  });

  it('is the same document as JSON (written once) and as YAML', async () => {
    const json = await file.server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.json()).toEqual(file.server.app.swagger());
    const yaml = await file.server.app.inject({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toMatch(/^openapi: 3\.1\.0$/m);
    expect(yaml.body).toContain('/api/v1/admin/login:');
  });
});
