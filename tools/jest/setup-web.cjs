// jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time.
const { TextDecoder, TextEncoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
