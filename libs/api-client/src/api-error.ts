import { HTTPError, TimeoutError } from 'ky';

/** Every failed call surfaces as an ApiError: HTTP status (0 = no response), msg, code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly msg: string,
    readonly code?: string,
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
    try {
      const text = await error.response.clone().text();
      const body = text ? JSON.parse(text) : {};
      if (body && typeof body === 'object') {
        msg = typeof body.msg === 'string' ? body.msg : typeof body.error_msg === 'string' ? body.error_msg : '';
        code = typeof body.code === 'string' ? body.code : undefined;
      }
    } catch {
      // not JSON: keep msg empty
    }
    return new ApiError(error.response.status, msg, code);
  }
  if (error instanceof TimeoutError) return new ApiError(0, '', 'timeout');
  return new ApiError(0, '', 'network');
}
