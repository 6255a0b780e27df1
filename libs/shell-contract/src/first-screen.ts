// The data the first screen of a page needs, carried in the page's HTML (docs/adr/0017): the web
// server makes these public reads server to server while it renders the page and inlines their
// answers (`window.__LUVCAST_DATA__`); the shell puts them in its QueryClient under the same query
// keys as the api-client's hooks, so the page renders them without waiting for its own calls.

/** The global the answers come in: an array of { key, data }. */
export const FIRST_SCREEN_DATA_GLOBAL = '__LUVCAST_DATA__';

/** One read: the api-client's query key, and the API path (with its query string) that answers it. */
export interface FirstScreenQuery {
  key: readonly unknown[];
  path: string;
}

/** What the page carries: each read's key with the API's JSON answer. */
export type FirstScreenData = { key: readonly unknown[]; data: unknown }[];

/** The live list page size of the home page (the api-client's default). */
const LIVE_PAGE = 20;
/** The home page's suggestions (live-mfe asks for 20). */
const SUGGESTIONS = 20;

/**
 * The public reads of the first screen at `pathname` (`query`: the page's URL parameters): the home
 * page's banners, themes, live list (of its `?theme=`) and suggestions; nothing for other pages.
 * Keys mirror libs/api-client (bannersQuery, themesQuery, liveListQuery, suggestionListQuery);
 * apps/shell's spec checks they stay equal.
 */
export function firstScreenQueries(pathname: string, query: Record<string, string | undefined> = {}): FirstScreenQuery[] {
  if (pathname !== '/') return [];
  const theme = query.theme || null;
  const lives = new URLSearchParams({ offset: '0', limit: String(LIVE_PAGE), ...(theme ? { theme } : {}) });
  return [
    { key: ['guest', 'banners'], path: '/api/guest/banners' },
    { key: ['guest', 'themes'], path: '/api/guest/themes' },
    { key: ['live', 'lives', theme, null, 0, LIVE_PAGE], path: `/api/lives?${lives}` },
    { key: ['guest', 'suggestion-list', SUGGESTIONS], path: `/api/guest/suggestion-list?limit=${SUGGESTIONS}` },
  ];
}

/**
 * The channel page's read (`GET /api/channels/{id}/channel-page`, libs/api-client channelPageQuery):
 * the web server reads it as the visitor for the page's `__NEXT_DATA__` and carries it under this key.
 */
export const channelPageKey = (channelId: number) => ['live', 'channel-page', channelId] as const;
