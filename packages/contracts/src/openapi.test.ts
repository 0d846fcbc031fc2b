import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { bodyKind, flattenCalls, XLSX_TYPE } from './call.js';
import { openApiDocument, openApiText } from './openapi.js';
import { registry } from './registry.js';

const committed = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));
const text = openApiText(registry);
type Operation = {
  operationId: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { type?: string } }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
  security?: unknown[];
};
const doc = JSON.parse(text) as { paths: Record<string, Record<string, Operation>> };
const operation = (path: string, method: string) => doc.paths[`/${path}`]?.[method.toLowerCase()] as Operation;

describe('the OpenAPI document of the services', () => {
  it('is the committed docs/openapi.json (run `pnpm openapi` to write it again)', () => {
    expect(readFileSync(committed, 'utf8') === text, 'docs/openapi.json is stale: run `pnpm openapi`').toBe(true);
  });

  it('is valid OpenAPI 3.1 by an independent validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(text));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('is the same document each time it is generated', () => {
    expect(JSON.stringify(openApiDocument(registry))).toBe(JSON.stringify(JSON.parse(text)));
  });

  it('has one operation per registry call, at the spec path with its case', () => {
    const calls = flattenCalls(registry);
    const ids = Object.values(doc.paths).flatMap((item) =>
      Object.entries(item)
        .filter(([key]) => key !== 'servers')
        .map(([, op]) => op.operationId),
    );
    expect(ids.sort()).toEqual(calls.map((c) => c.name).sort());
    for (const { name, call } of calls) expect(operation(call.path, call.method).operationId).toBe(name);
  });

  it('puts each input member where the call sends it', () => {
    for (const { name, call } of flattenCalls(registry)) {
      const op = operation(call.path, call.method);
      const where = (member: string) => op.parameters?.find((p) => p.name === member)?.in;
      for (const member of call.query ?? []) expect(where(member), `${name}: ${member}`).toBe('query');
      const content = op.requestBody?.content ?? {};
      const kind = bodyKind(call);
      if (kind === 'none') expect(op.requestBody, name).toBeUndefined();
      if (kind === 'rows') expect(content['application/json']?.schema.type, name).toBe('array');
      if (kind === 'multipart') expect(Object.keys(content), name).toEqual(['multipart/form-data']);
      if (call.acceptLanguage) expect(where('Accept-Language'), name).toBe('header');
      expect(where('Idempotency-Key'), name).toBe(kind === 'none' ? undefined : 'header');
      expect(op.security, name).toEqual(call.access.kind === 'public' ? [] : undefined);
      const reply = Object.keys(op.responses['200']?.content ?? {});
      expect(reply, name).toEqual([call.reply === 'file' ? XLSX_TYPE : 'application/json']);
    }
  });
});
