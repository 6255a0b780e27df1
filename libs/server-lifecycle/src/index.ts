// Graceful shutdown of the server processes (api, web-server, chat, ingest): one drain for their
// Fastify servers and one signal handling (close-with-grace). docs/adr/0018-cluster.md.
export * from './drain';
export * from './signals';
