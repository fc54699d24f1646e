/**
 * A custom InstantSearch search client: it sends the queries to the bench server, which
 * answers them from the mock API's course fixtures (see bench/lib/peer-engine.mjs), the
 * way a self-hosted search backend would. No Algolia account, no network beyond the page's origin.
 */
export interface SearchRequest {
  indexName: string;
  params?: Record<string, unknown>;
}

export const searchClient = {
  search(requests: readonly SearchRequest[]) {
    return fetch('/peer/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requests }),
    }).then((response) => {
      if (!response.ok) throw new Error(`search failed: HTTP ${response.status}`);
      return response.json();
    });
  },
};
