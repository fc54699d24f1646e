/** What a test asked of the mock API. */
import { afterEach, beforeEach, expect, onTestFinished } from 'vitest';
import { mockServer } from './server';

export interface ApiRequest {
  method: string;
  url: URL;
  /** `METHOD path?query` after the API base, as tests name a call: `GET v4/courses/suggestions?text=iel`. */
  name: string;
}

/**
 * The mock API's requests, oldest first. Called at the top of a file or a `describe`: every
 * test's own (the list is emptied before each). Called in a test: that test's, from then on.
 */
export function recordRequests(): ApiRequest[] {
  const seen: ApiRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push({ method: request.method, url, name: `${request.method} ${url.pathname.replace(/^.*\/wp-json\/yuno\//, '')}${url.search}` });
  };
  const start = () => {
    seen.length = 0;
    mockServer.events.on('request:start', listener);
  };
  const stop = () => void mockServer.events.removeListener('request:start', listener);
  if (expect.getState().currentTestName === undefined) {
    beforeEach(start);
    afterEach(stop);
  } else {
    start();
    onTestFinished(stop);
  }
  return seen;
}

/** The requests to one route (a part of its path, `batches/view/list`). */
export const requestsTo = (seen: ApiRequest[], pathPart: string) => seen.filter((request) => request.url.pathname.includes(pathPart));

/** The requests by name (`POST v3/user/state`), to compare with a list. */
export const requestNames = (seen: ApiRequest[]) => seen.map((request) => request.name);
