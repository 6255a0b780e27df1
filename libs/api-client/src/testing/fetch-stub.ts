// Test-only (not exported from the lib): a global fetch stub for the client specs, in Node's
// fetch classes. Jest loads modules per spec file, so each file has its own `calls`.

export type Handler = (req: Request) => Response | Promise<Response>;

/** Every request the stub received since the last mockFetch (copies, bodies still readable). */
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
