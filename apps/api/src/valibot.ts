import type { FastifySchema, FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { isMessageKey, type MessageKey } from '@luvcast/contracts';
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';

/**
 * Routes declare valibot schemas from @luvcast/contracts directly in `schema`; this module
 * validates requests with them, types handlers from them and derives the OpenAPI JSON schemas.
 */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown;
  serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown;
}

const isValibotSchema = (value: unknown): value is v.GenericSchema =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema' && '~run' in value;

/** A request part failed its valibot schema; `messageKey` names the first issue's message. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly messageKey: MessageKey;
  constructor(readonly issues: v.BaseIssue<unknown>[]) {
    super(issues[0]?.message ?? 'invalid request');
    this.name = 'RequestValidationError';
    const first = issues[0]?.message;
    this.messageKey = first && isMessageKey(first) ? first : 'common.badRequest';
  }
}

export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  if (!isValibotSchema(schema)) throw new Error('route schemas must be valibot schemas from @luvcast/contracts');
  return (data: unknown) => {
    const result = v.safeParse(schema, data);
    return result.success ? { value: result.output } : { error: new RequestValidationError(result.issues) };
  };
};

/** Response schemas document the payload; the body is serialised as plain JSON. */
export const jsonSerializerCompiler = () => (data: unknown) => JSON.stringify(data);

const toJson = (schema: unknown, typeMode: 'input' | 'output') =>
  isValibotSchema(schema) ? toJsonSchema(schema, { errorMode: 'ignore', typeMode }) : schema;

/** @fastify/swagger `transform`: valibot -> JSON Schema for the OpenAPI document. */
export function valibotSwaggerTransform({ schema, url }: { schema: FastifySchema; url: string }) {
  if (!schema) return { schema, url };
  const out: Record<string, unknown> = { ...schema };
  for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
    if (schema[part]) out[part] = toJson(schema[part], 'input');
  }
  if (schema.response && typeof schema.response === 'object') {
    out['response'] = Object.fromEntries(
      Object.entries(schema.response as Record<string, unknown>).map(([code, s]) => [code, toJson(s, 'output')]),
    );
  }
  return { schema: out as FastifySchema, url };
}
