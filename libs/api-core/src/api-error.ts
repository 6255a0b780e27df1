import { HTTPError, TimeoutError } from 'ky';

/** Every failed call surfaces as an ApiError: HTTP status (0 = no response), msg, code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly msg: string,
    readonly code?: string,
    /** the answer's JSON body (fields a refusal carries besides msg and code) */
    readonly body?: Record<string, unknown>,
  ) {
    super(msg || `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** Normalises ky/fetch failures to ApiError; the body's `msg` (or `error_msg`) and `code` are kept. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    let msg = '';
    let code: string | undefined;
    let parsed: Record<string, unknown> | undefined;
    try {
      const text = await error.response.clone().text();
      const body = text ? JSON.parse(text) : {};
      if (body && typeof body === 'object') {
        parsed = body as Record<string, unknown>;
        msg = typeof body.msg === 'string' ? body.msg : typeof body.error_msg === 'string' ? body.error_msg : '';
        code = typeof body.code === 'string' ? body.code : undefined;
      }
    } catch {
      // not JSON: keep msg empty
    }
    return new ApiError(error.response.status, msg, code, parsed);
  }
  if (error instanceof TimeoutError) return new ApiError(0, '', 'timeout');
  return new ApiError(0, '', 'network');
}
