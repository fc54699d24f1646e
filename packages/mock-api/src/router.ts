/**
 * Finds which named route a path belongs to, using the widgets' own route declarations so a
 * path changed there is followed here. Literal segments win over placeholders, so
 * 'v4/batches/view/list' is not read as 'v4/batches/{courseId}/{tab}'.
 */
import type { RouteName } from '../../core/src/http/routes';
import { defaultPaths } from './routes';

export interface RouteMatch {
  name: RouteName;
  params: Record<string, string>;
}

interface CompiledRoute {
  name: RouteName;
  segments: string[];
  literals: number;
}

function compile(routes: Record<string, string>): CompiledRoute[] {
  return Object.entries(routes)
    .map(([name, template]) => {
      const segments = template.replace(/^\/+|\/+$/g, '').split('/');
      return { name: name as RouteName, segments, literals: segments.filter((s) => !/^\{\w+\}$/.test(s)).length };
    })
    .sort((a, b) => b.literals - a.literals);
}

const compiled = compile(defaultPaths);

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

export function matchRoute(path: string): RouteMatch | null {
  const parts = path
    .split('?')[0]
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .map(decode);
  for (const route of compiled) {
    if (route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = route.segments.every((segment, i) => {
      const placeholder = /^\{(\w+)\}$/.exec(segment);
      if (placeholder) {
        params[placeholder[1]] = parts[i];
        return parts[i] !== '';
      }
      return segment === parts[i];
    });
    if (matches) return { name: route.name, params };
  }
  return null;
}

export const routeNames = Object.keys(defaultPaths) as RouteName[];
