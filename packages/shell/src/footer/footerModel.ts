/** The server's footer content, read defensively (the spec leaves its shape open). */
import { asArray, asObject, asString, isRecord } from '@yuno/core';
import { footerHref } from './footerLinks';

export interface FooterLinkView {
  label: string;
  href: string;
}

export interface FooterView {
  columns: Array<{ title: string; links: FooterLinkView[] }>;
  chatLabel: string;
  chatPhone: string;
  social: FooterLinkView[];
  owner: string;
}

export function readFooter(raw: unknown, siteHost: string): FooterView {
  const data = asObject(raw);
  const link = (item: unknown): FooterLinkView | null => {
    if (!isRecord(item)) return null;
    const label = asString(item.label) || asString(item.name);
    const href = footerHref(asString(item.url), siteHost);
    return label && href ? { label, href } : null;
  };
  const chat = asObject(data.chat);
  return {
    columns: asArray(data.columns, (col) => {
      if (!isRecord(col)) return null;
      const links = asArray(col.links, link);
      return links.length ? { title: asString(col.title), links } : null;
    }),
    chatLabel: asString(chat.label),
    chatPhone: asString(chat.phone),
    social: asArray(data.social, link),
    owner: asString(data.copyright),
  };
}
