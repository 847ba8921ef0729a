/**
 * The contract between the server and the web app's server entry (apps/web/src/entry-server.tsx):
 * the server renders the public pages with the app's own components (docs/decisions/099).
 */

/** The id of the non-executed JSON element that carries the router's and the queries' data to the browser. */
export const SSR_STATE_ELEMENT_ID = 'siloker-ssr-state';

/**
 * The attribute the app sets on <html> once its first screen has rendered or hydrated: a rendered
 * page's buttons work from then on (its links and forms work before, without JavaScript). The browser
 * journeys wait for it after each page load (e2e/support/test.ts, docs/decisions/120).
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** What the browser reads from that element. */
export interface SsrState {
  /** The page's path and query: the browser hydrates only the page it was rendered for. */
  url: string;
  /** React Router's hydration data (loader data of the matched routes). */
  router: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null };
  /** TanStack Query's dehydrated state. */
  queries: unknown;
}

export interface PageRenderInput {
  /** Path and query of the page, e.g. '/lowongan-kerja?page=2'. */
  url: string;
  /** How the page's data is asked of the API, as a guest (the server answers through app.inject). */
  fetch: typeof fetch;
}

export type PageRenderResult =
  /** The page: its HTML, the state for hydration and its status (404 when its item does not exist). */
  | {
      kind: 'page';
      status: number;
      html: string;
      state: SsrState;
      title: string;
      /** The source modules of the page's screens ('src/features/…'), whose built chunk and styles the page links. */
      modules: string[];
    }
  /**
   * The page's data could not be read (a 5xx of the API): the server sends the plain app shell, which
   * loads the data itself and shows its own error or unavailable screen, with this status.
   */
  | { kind: 'fallback'; status: number };

export interface PageRenderer {
  /** The route patterns rendered on the server, e.g. '/lowongan-kerja/:title_slug'. */
  publicPaths: readonly string[];
  render(input: PageRenderInput): Promise<PageRenderResult>;
}
