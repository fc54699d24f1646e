/**
 * The answers a page carries in its config so that the widgets' first requests need no
 * round trip, as the WordPress plugin does when the marketplace API is on the same site:
 * the signed-in user's info, asked of the mock API as the browser would ask it.
 * Left to the network: a page opened with `?preload=off` (a site whose API is elsewhere),
 * and an answer the page's mock switches change or slow down, so those states stay visible.
 */
import type { IncomingMessage } from 'node:http';
import { defaultRoutes, fillPath } from '@yuno/core';
import { contextFromHeaders, handleApiRequest, resolveScenario } from '@yuno/mock-api';

export function preloadedAnswers(req: IncomingMessage, url: URL, user: { id: number; token: string } | undefined): Record<string, unknown> {
  if (!user?.id || url.searchParams.get('preload') === 'off') return {};
  const path = fillPath(defaultRoutes.userInfo, { userId: user.id });
  const headers = { cookie: req.headers.cookie ?? '', authorization: `Bearer ${user.token}` };
  const context = contextFromHeaders(headers);
  if (resolveScenario('userInfo', context.scenarios).mode !== 'ok') return {};
  const answer = handleApiRequest({ method: 'GET', path, query: new URLSearchParams(), body: undefined, headers }, context);
  return answer.status === 200 && !answer.hang && !answer.delayMs ? { [path]: answer.body } : {};
}
