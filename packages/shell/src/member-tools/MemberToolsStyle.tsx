/**
 * The tools' own styles, arriving with their code: a style element applies to the shadow
 * root (or document) it is rendered in, so the header's stylesheet stays visitor-sized.
 */
import css from './member-tools.css?inline';

export function MemberToolsStyle() {
  return <style>{css}</style>;
}
