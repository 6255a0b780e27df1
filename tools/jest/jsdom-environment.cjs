// jsdom for the web specs, plus Node's fetch classes (Request, Response, Headers, streams), which
// jsdom lacks: page tests run the real api-client (ky) against a stubbed `fetch`
// (@luvcast/web-testing's stubFetch). `fetch` itself stays undefined until a test stubs it, so no
// spec reaches the network. AbortController / AbortSignal come from Node too: a Request's signal
// is Node's, and jsdom's AbortSignal.any refuses signals of another realm.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['AbortController', 'AbortSignal', 'Request', 'Response', 'Headers', 'FormData', 'ReadableStream', 'WritableStream', 'TransformStream', 'TextEncoder', 'TextDecoder', 'structuredClone'];

class JsdomWithFetchClasses extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    // Node's FormData, Blob and File for specs that send a multipart body through the stubbed fetch:
    // Node's Request never finishes reading a jsdom FormData of jsdom Files (they have no stream()).
    // jsdom's stay the globals (React builds form actions' FormData from a form element).
    this.global.__nodeFormClasses = { FormData: globalThis.FormData, Blob: globalThis.Blob, File: globalThis.File };
    for (const name of FROM_NODE) {
      if (globalThis[name] === undefined) continue;
      if (this.global[name] === undefined || name === 'AbortController' || name === 'AbortSignal') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchClasses;
