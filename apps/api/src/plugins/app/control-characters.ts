import fp from 'fastify-plugin';
import { controlCharacterFree } from '@luvcast/contracts';
import * as v from 'valibot';
import type { App } from '../../types';
import { RequestValidationError } from '../../valibot';

const PARTS = ['params', 'query', 'body'] as const;

/**
 * Every route, with or without a schema: a control character or lone surrogate (contracts'
 * CONTROL_CHARACTER_RE) in any decoded string of the path parameters, the query string or the
 * parsed body (keys and nested values included) is a validation error: 400 `{ msg, code:
 * common.badRequest }` in the caller's locale (the sign-up routes keep their own error shape).
 * Nothing such reaches a handler, so PostgreSQL never sees a NUL.
 */
export default fp(async (app: App) => {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of PARTS) {
      const result = v.safeParse(controlCharacterFree, request[part]);
      if (!result.success) return done(new RequestValidationError(result.issues));
    }
    done();
  });
}, { name: 'control-characters', dependencies: ['errors'] });
