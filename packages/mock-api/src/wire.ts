/** Turns requests and answers into bytes and back, the same way for msw and for Node. */
import type { MockResponse } from './types';

export const API_PREFIX = '/wp-json/yuno/';
const JSON_TYPE = 'application/json; charset=UTF-8';

export interface WireResponse {
  status: number;
  headers: Record<string, string>;
  /** null for HEAD answers. */
  body: string | null;
}

export function toWire(response: MockResponse, method: string): WireResponse {
  const text = response.rawBody ?? (response.body === undefined ? '' : JSON.stringify(response.body));
  const headers: Record<string, string> = {
    'content-type': response.contentType ?? JSON_TYPE,
    'cache-control': 'no-store',
  };
  return { status: response.status, headers, body: method.toUpperCase() === 'HEAD' ? null : text };
}

/** JSON bodies as objects; form bodies as records; anything else as its text. */
export function parseBody(text: string, contentType = ''): unknown {
  if (text === '') return undefined;
  if (contentType.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The API path after the prefix ('v4/courses/search'), or null when outside it. */
export function apiPath(pathname: string, prefix = API_PREFIX): string | null {
  const normalised = prefix.endsWith('/') ? prefix : `${prefix}/`;
  const at = pathname.indexOf(normalised);
  return at === -1 ? null : pathname.slice(at + normalised.length);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
