// Environment configuration for the server apps (api, chat, web-server): one reader, one set of
// field helpers, so every variable is validated at start with a message that names it.
export * from './read-env';
export * from './fields';
