export { createWebApp, serveStatic, remotesManifestFor, runtimeConfigFor, webManifestFor, type StaticServer, type RemotesManifest } from './web-app';
export { loadConfig, ConfigError, type WebServerConfig } from './config';
export { ports, workspaceRoot } from './ports';
