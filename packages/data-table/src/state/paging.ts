import type { Role } from '@yuno/core';
import type { ViewConfig } from '../config/types';

/**
 * Server paging in chunks: a view shows `pageSize` rows per page and asks the server for
 * `limit` rows at a time (the instructor's learners: 20 per page, 100 per request).
 */

export interface PageWindow {
  /** What the request asks for. */
  offset: number;
  limit: number;
  /** Which rows of the answer this page shows. */
  start: number;
  end: number;
}

export function pageWindow(page: number, pageSize: number, limit: number = pageSize): PageWindow {
  const size = Math.max(1, Math.floor(pageSize));
  // A chunk holds whole pages.
  const chunk = Math.max(size, Math.floor(limit / size) * size);
  const first = (Math.max(1, Math.floor(page)) - 1) * size;
  const offset = Math.floor(first / chunk) * chunk;
  return { offset, limit: chunk, start: first - offset, end: first - offset + size };
}

export function pageCountFor(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, count) / Math.max(1, pageSize)));
}

/** The view as a role sees it: its own page size where the view gives one (and no larger chunk). */
export function viewFor(view: ViewConfig, role: Role | null): ViewConfig {
  const size = role ? view.pageSizeFor?.[role] : undefined;
  return size ? { ...view, pageSize: size, limit: undefined } : view;
}
