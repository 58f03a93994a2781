import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';

/**
 * Every answer the API tests receive is checked against the OpenAPI document the app serves: the
 * status must be documented for the operation, and a JSON answer must match the schema given for it.
 * The document is built once for the run (test/global-setup.ts; `core/http/openapi.test.ts` checks it is
 * the one the app serves), and each test file reads it once.
 */

interface MediaType {
  schema?: Record<string, unknown>;
}
interface ResponseObject {
  headers?: Record<string, unknown>;
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId?: string;
  responses?: Record<string, ResponseObject>;
}
type PathItem = Record<string, Operation>;

interface CompiledPath {
  template: string;
  pattern: RegExp;
  /** '1' per static segment, '0' per parameter: the router prefers static segments. */
  score: string;
  item: PathItem;
}

/** What the checker reads of an answer (an `inject` answer, or the head of a streamed one). */
export type CheckedResponse = Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body'>;

export interface OpenApiChecker {
  /** A problem with this answer, or undefined when the document describes it. */
  check(method: string, url: string, response: CheckedResponse): string | undefined;
}

let checker: OpenApiChecker | undefined;

/** The checker of this test file (one per file: its schemas are compiled once, when first used). */
export function openApiChecker(): OpenApiChecker {
  checker ??= checkerOf(JSON.parse(readFileSync(inject('openApiDocument'), 'utf8')));
  return checker;
}

function checkerOf(document: { paths?: Record<string, PathItem> }): OpenApiChecker {
  const paths: CompiledPath[] = Object.entries(document.paths ?? {}).map(([template, item]) => {
    const parts = template.split('/');
    const pattern = new RegExp(
      `^${parts.map((part) => (/^\{.+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}$`,
    );
    return {
      template,
      pattern,
      score: parts.map((part) => (part.startsWith('{') ? '0' : '1')).join(''),
      item,
    };
  });
  const ajv = new Ajv2020({ strict: false, allErrors: true, formats: { binary: true } });
  addFormats.default(ajv);
  const compiled = new Map<string, ValidateFunction>();

  return {
    check(method, url, response) {
      const verb = method.toLowerCase();
      if (verb === 'head' || verb === 'options') return undefined;
      const path = (url.split('?')[0] ?? '').replace(/(.)\/+$/, '$1');
      const match = paths
        .filter((p) => p.pattern.test(path))
        .sort((a, b) => (a.score < b.score ? 1 : a.score > b.score ? -1 : 0))[0];
      const operation = match?.item[verb];
      if (!match || !operation) return undefined;
      const where = `${method.toUpperCase()} ${match.template} (${operation.operationId ?? '?'})`;
      const status = String(response.statusCode);
      const documented = operation.responses?.[status];
      if (!documented)
        return `${where} answered ${status}, which the document does not list: ${response.body.slice(0, 300)}`;
      if (status === '429' && !response.headers['retry-after'])
        return `${where} answered 429 without Retry-After`;
      const type =
        String(response.headers['content-type'] ?? '')
          .split(';')[0]
          ?.trim() ?? '';
      const content = documented.content ?? {};
      const media = content[type];
      if (!media) {
        if (response.body === '' && Object.keys(content).length === 0) return undefined;
        return `${where} answered ${status} as ${type || 'no content type'}; the document gives ${Object.keys(content).join(', ') || 'none'}`;
      }
      if (type !== 'application/json' || !media.schema) return undefined;
      const key = `${verb} ${match.template} ${status}`;
      let validate = compiled.get(key);
      if (!validate) {
        validate = ajv.compile(media.schema);
        compiled.set(key, validate);
      }
      if (validate(JSON.parse(response.body))) return undefined;
      return `${where} answered ${status} off its documented schema: ${ajv.errorsText(validate.errors, { separator: '; ' })}\n${response.body.slice(0, 500)}`;
    },
  };
}
