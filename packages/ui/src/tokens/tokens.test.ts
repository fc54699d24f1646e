import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { reducedMotionTokens, tokenGroup, tokens, tokenVar } from './tokens';
import type { TokenName } from './tokens';

const read = (name: string) => readFileSync(fileURLToPath(new URL(name, import.meta.url)), 'utf8');
const stripComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** Declarations of the first top-level `:where(:root) { … }` block. */
function rootDeclarations(css: string): Map<string, string> {
  const source = stripComments(css);
  const start = source.indexOf(':where(:root)');
  expect(start).toBeGreaterThanOrEqual(0);
  const open = source.indexOf('{', start);
  const close = source.indexOf('}', open);
  const body = source.slice(open + 1, close);
  const map = new Map<string, string>();
  for (const m of body.matchAll(/(--[a-z0-9-]+)\s*:\s*([^;]+);/g)) {
    expect(map.has(m[1]), `${m[1]} declared twice`).toBe(false);
    map.set(m[1], m[2].trim().replace(/\s+/g, ' '));
  }
  return map;
}

function luminance(hex: string): number {
  const n = hex.replace('#', '');
  const full = n.length === 3 ? [...n].map((c) => c + c).join('') : n;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(a: TokenName, b: TokenName): number {
  const [x, y] = [luminance(tokens[a]), luminance(tokens[b])];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

describe('tokens', () => {
  const css = read('./tokens.css');
  const declared = rootDeclarations(css);

  it('tokens.css and tokens.ts declare the same names with the same defaults', () => {
    expect([...declared.keys()].sort()).toEqual(Object.keys(tokens).sort());
    for (const [name, value] of Object.entries(tokens)) {
      expect(declared.get(name), name).toBe(value.replace(/\s+/g, ' '));
    }
  });

  it('keeps specificity at zero and zeroes motion under prefers-reduced-motion', () => {
    expect(css).toContain(':where(:root)');
    const reduced = css.slice(css.indexOf('prefers-reduced-motion'));
    for (const name of reducedMotionTokens) expect(reduced).toMatch(new RegExp(`${name}:\\s*0ms`));
  });

  it('names every token --yuno-* in a known group', () => {
    for (const name of Object.keys(tokens) as TokenName[]) {
      expect(name.startsWith('--yuno-')).toBe(true);
      expect(() => tokenGroup(name)).not.toThrow();
    }
    expect(tokenGroup('--yuno-color-text')).toBe('color');
    expect(tokenGroup('--yuno-space-4')).toBe('space');
    expect(tokenGroup('--yuno-z-toast')).toBe('z');
    expect(tokenVar('--yuno-color-primary')).toBe('var(--yuno-color-primary)');
  });

  it('uses px, never rem or em, for sizes', () => {
    for (const [name, value] of Object.entries(tokens)) {
      expect(value, name).not.toMatch(/\d(rem|em)\b/);
    }
  });

  it('puts spaces on the 4px grid and has one px type scale', () => {
    for (const [name, value] of Object.entries(tokens)) {
      if (name.startsWith('--yuno-space-')) expect(parseInt(value, 10) % 4, name).toBe(0);
      if (name.startsWith('--yuno-font-size-')) expect(value, name).toMatch(/^\d+px$/);
    }
    const sizes = Object.entries(tokens)
      .filter(([n]) => n.startsWith('--yuno-font-size-'))
      .map(([, v]) => parseInt(v, 10));
    expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
  });

  it('has the progress colours', () => {
    for (const c of ['red', 'orange', 'yellow', 'light-green', 'dark-green']) {
      expect(tokens[`--yuno-color-progress-${c}` as TokenName]).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('meets 4.5:1 text contrast on the pairs the primitives use', () => {
    const pairs: Array<[TokenName, TokenName]> = [
      ['--yuno-color-text', '--yuno-color-surface'],
      ['--yuno-color-text', '--yuno-color-surface-muted'],
      ['--yuno-color-text', '--yuno-color-surface-hover'],
      ['--yuno-color-text', '--yuno-color-primary-soft'],
      ['--yuno-color-text-muted', '--yuno-color-surface'],
      ['--yuno-color-text-muted', '--yuno-color-surface-muted'],
      ['--yuno-color-link', '--yuno-color-surface'],
      ['--yuno-color-primary', '--yuno-color-surface'],
      ['--yuno-color-primary', '--yuno-color-primary-soft'],
      ['--yuno-color-on-primary', '--yuno-color-primary'],
      ['--yuno-color-on-primary', '--yuno-color-primary-hover'],
      ['--yuno-color-on-primary', '--yuno-color-primary-active'],
      ['--yuno-color-text-inverse', '--yuno-color-surface-inverse'],
      ['--yuno-color-text-inverse', '--yuno-color-danger'],
      ['--yuno-color-text-inverse', '--yuno-color-danger-hover'],
      ['--yuno-color-text-inverse', '--yuno-color-success'],
      ['--yuno-color-danger-text', '--yuno-color-surface'],
      ['--yuno-color-danger-text', '--yuno-color-danger-soft'],
      ['--yuno-color-success-text', '--yuno-color-success-soft'],
      ['--yuno-color-warning-text', '--yuno-color-warning-soft'],
    ];
    for (const [fg, bg] of pairs) {
      expect(contrast(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('meets 3:1 for focus rings and control borders (non-text contrast)', () => {
    expect(contrast('--yuno-color-focus', '--yuno-color-surface')).toBeGreaterThanOrEqual(3);
    expect(contrast('--yuno-color-border-strong', '--yuno-color-surface')).toBeGreaterThanOrEqual(3);
  });
});
