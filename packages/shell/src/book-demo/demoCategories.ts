/** Subject categories that have a demo-class landing page (the categories list's demo_url). */
import { asArray, asString, isRecord, safeUrl } from '@yuno/core';

export interface DemoCategory {
  id: string;
  name: string;
  url: string;
}

export function demoCategories(raw: unknown): DemoCategory[] {
  return asArray(raw, (item) => {
    if (!isRecord(item)) return null;
    const url = safeUrl(item.demo_url);
    const name = asString(item.name).trim();
    return url && name ? { id: asString(item.id) || name, name, url } : null;
  });
}
