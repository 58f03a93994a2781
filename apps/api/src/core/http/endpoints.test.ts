import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Endpoint, isEndpoint, methodsOf } from '@sufra/contract/endpoints/endpoint';
import { describe, expect, inject, it } from 'vitest';
import { documentedQuery, documentedSchema } from './openapi.ts';

/**
 * The endpoints the contract declares (packages/contract/src/endpoints) and the operations the server
 * serves must agree: each declared method and path is an operation of each realm it names, with the
 * declared answers, body, query and path parameters. A route that stopped taking its declaration
 * (a path or a schema of its own) fails here.
 */

interface Parameter {
  name: string;
  in: string;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

const folder = join(import.meta.dirname, '../../../../../packages/contract/src/endpoints');

async function declaredEndpoints(): Promise<[string, Endpoint][]> {
  const found: [string, Endpoint][] = [];
  for (const file of readdirSync(folder).sort()) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const module = (await import(join(folder, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module))
      if (isEndpoint(value)) found.push([`${file.replace(/\.ts$/, '')}.${name}`, value]);
  }
  return found;
}

const document = JSON.parse(readFileSync(inject('openApiDocument'), 'utf8')) as Document;
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('Endpoint declarations', () => {
  it('are each an operation of every realm they name, with the declared schemas', async () => {
    const endpoints = await declaredEndpoints();
    expect(endpoints.length).toBeGreaterThan(0);
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const [name, endpoint] of endpoints) {
      for (const [userType, method] of endpoint.userTypes.flatMap((realm) =>
        methodsOf(endpoint).map((verb) => [realm, verb] as const),
      )) {
        const where = `${name}: ${method} /api/v1/${userType}${endpoint.path}`;
        const key = `${method} ${userType} ${endpoint.path}`;
        if (seen.has(key)) problems.push(`${where} is declared twice`);
        seen.add(key);
        const operation =
          document.paths[`/api/v1/${userType}${openApiPath(endpoint.path)}`]?.[method.toLowerCase()];
        if (!operation) {
          problems.push(`${where} is not served`);
          continue;
        }
        for (const [status, schema] of Object.entries(endpoint.responses)) {
          const served = operation.responses[status]?.content?.['application/json']?.schema;
          if (!served) problems.push(`${where} does not answer ${status}`);
          else if (!schema || !isDeepEqual(served, documentedSchema(schema, 'output')))
            problems.push(`${where} answers ${status} with another schema`);
        }
        const successes = Object.keys(operation.responses).filter((status) => /^2/.test(status));
        for (const status of successes)
          if (!(status in endpoint.responses)) problems.push(`${where} answers ${status}, not declared`);
        const json = operation.requestBody?.content['application/json']?.schema;
        if (
          endpoint.body === undefined
            ? json !== undefined
            : !isDeepEqual(json, documentedSchema(endpoint.body, 'input'))
        )
          problems.push(`${where} takes another body`);
        const multipart = operation.requestBody?.content['multipart/form-data'] !== undefined;
        if (multipart !== (endpoint.multipart !== undefined)) problems.push(`${where} takes another form`);
        const names = (place: string) =>
          (operation.parameters ?? [])
            .filter((parameter) => parameter.in === place)
            .map((parameter) => parameter.name)
            .sort();
        const query = endpoint.query ? documentedQuery(endpoint.query).sort() : [];
        if (!isDeepEqual(names('query'), query)) problems.push(`${where} takes another query`);
        const path = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
        if (!isDeepEqual(names('path'), path)) problems.push(`${where} takes other path parameters`);
      }
    }
    expect(problems).toEqual([]);
  });
});

function isDeepEqual(a: unknown, b: unknown): boolean {
  try {
    expect(a).toEqual(b);
    return true;
  } catch {
    return false;
  }
}
