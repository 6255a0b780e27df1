// A global fetch stub for specs: the real api-client (ky, its hooks and error handling) runs
// against it. In jsdom, Request / Response come from Node (tools/jest/jsdom-environment.cjs).
// Jest loads modules per spec file, so each file has its own `calls`.

export type Handler = (req: Request) => Response | Promise<Response>;

/** Every request the stub received since the last mockFetch / stubFetch (copies, bodies still readable). */
export const calls: Request[] = [];

/** Replaces globalThis.fetch with `handler`; like a real fetch it consumes the request body. */
export function mockFetch(handler: Handler): void {
  calls.length = 0;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    calls.push(req.clone());
    await req.arrayBuffer(); // ky waits for the body to be read
    return handler(req);
  }) as typeof fetch;
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const textResponse = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'text/plain' } });

/**
 * Answers by `METHOD path` of the API (`'GET /api/my/profile'`, query string ignored): a Response,
 * a function of the request, or a promise (a never-settling one keeps a page loading). Anything
 * else answers 404 `{ msg: 'not stubbed' }`.
 */
export type FetchRoutes = Record<string, Response | Handler | Promise<Response>>;

export function stubFetch(routes: FetchRoutes): void {
  mockFetch(async (req) => {
    const answer = routes[`${req.method} ${new URL(req.url).pathname}`];
    if (answer === undefined) return jsonResponse(404, { msg: 'not stubbed' });
    if (typeof answer === 'function') return answer(req);
    // a Response body can be read once: each call gets a copy
    return answer instanceof Response ? answer.clone() : (await answer).clone();
  });
}
