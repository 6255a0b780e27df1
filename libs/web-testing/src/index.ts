// @luvcast/web-testing: spec files only (eslint.config.mjs lets no other file import type:testing).
export { renderWithProviders, createTestQueryClient, resetSessionStore, activateKorean, type RenderWithProvidersOptions, type RenderWithProvidersResult } from './render-with-providers';
export { stubFetch, mockFetch, jsonResponse, textResponse, calls, type Handler, type FetchRoutes } from './fetch-stub';
