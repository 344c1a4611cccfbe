/** What the server build (src/entry-server.tsx, built into entry-server.js) gives the plugin. */

export interface HeadTag {
  tag: string;
}

export interface RenderResult {
  status: number;
  head: HeadTag[];
  cacheable: boolean;
  matches: { routeId: string; rendered: string }[];
  response: Response;
}

export interface ServerEntry {
  render(opts: {
    request: Request;
    nonce: string;
    config: { companyId: string; apiUrl: string };
    fetchApi: typeof fetch;
    unchanged?: (pageData: string) => boolean;
  }): Promise<RenderResult>;
  headToHtml(tags: HeadTag[]): string;
  /** Holds the shopper's input from the first byte until the page is hydrated (src/lib/early-input.ts). */
  earlyInputScript: string;
  renderCrashScreen(): string;
  loadAllRouteCode(): Promise<void>;
}
