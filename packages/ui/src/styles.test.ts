/**
 * Checks over every stylesheet of the package: all are shipped through styles.ts, and they
 * keep the rules of the design (tokens only, px only, focus never removed, reduced motion).
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = dirname(fileURLToPath(import.meta.url));

function cssFiles(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

const files = cssFiles().map((path) => ({
  name: relative(SRC, path),
  css: readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''),
}));
const primitiveFiles = files.filter((f) => f.name !== 'tokens/tokens.css');

/** Replaces each var(...) expression (its fallback included) with VAR. */
function stripVars(value: string): string {
  let out = '';
  let i = 0;
  while (i < value.length) {
    if (value.startsWith('var(', i)) {
      let depth = 0;
      let j = i + 3;
      for (; j < value.length; j += 1) {
        if (value[j] === '(') depth += 1;
        else if (value[j] === ')' && --depth === 0) break;
      }
      out += 'VAR';
      i = j + 1;
    } else {
      out += value[i];
      i += 1;
    }
  }
  return out;
}

/** `property: value` pairs of a stylesheet (custom properties included). */
function declarations(css: string): Array<[string, string]> {
  return [...css.matchAll(/([a-z-]+)\s*:\s*([^;{}]+);/gi)].map((m) => [m[1].toLowerCase(), m[2].trim()]);
}

describe('stylesheets', () => {
  it('are all shipped by styles.ts (tokens.css as tokensCss, the rest in uiCss)', () => {
    const styles = readFileSync(join(SRC, 'styles.ts'), 'utf8');
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) expect(styles, f.name).toContain(`'./${f.name.replace(/\\/g, '/')}?inline'`);
  });

  it('use px, never rem (a host page may set a 10px root font size)', () => {
    for (const f of files) expect(f.css, f.name).not.toMatch(/\d(\.\d+)?rem\b/);
  });

  it('take every colour from a token (fallbacks aside)', () => {
    const colour = /#[0-9a-f]{3,8}\b|\b(rgb|rgba|hsl|hsla|oklch|lab)\(|\b(white|black|red|blue|green|gray|grey|orange|yellow|purple)\b/i;
    for (const f of primitiveFiles) {
      for (const [prop, value] of declarations(f.css)) {
        expect(stripVars(value), `${f.name}: ${prop}: ${value}`).not.toMatch(colour);
      }
    }
  });

  it('take fonts, font sizes, shadows and radii from tokens', () => {
    for (const f of primitiveFiles) {
      for (const [prop, value] of declarations(f.css)) {
        // `!important` only hardens a token value against host-page rules; the value is what counts.
        const v = stripVars(value).replace(/\s*!important$/, '');
        const where = `${f.name}: ${prop}: ${value}`;
        if (prop === 'font-family') expect(v, where).toMatch(/^(VAR|inherit)$/);
        if (prop === 'font-size') expect(v, where).toMatch(/^(VAR|inherit)$/);
        if (prop === 'box-shadow') expect(v, where).toMatch(/^(VAR|none)$/);
        if (prop === 'border-radius') expect(v, where).toMatch(/^((VAR|0|50%)\s*)+$/);
        if (prop === 'z-index') expect(v, where).toMatch(/^(VAR|[0-2])$/);
      }
    }
  });

  it('take spacing from the 4px tokens (hairlines of 1-2px aside)', () => {
    for (const f of primitiveFiles) {
      for (const [prop, value] of declarations(f.css)) {
        if (!/^(margin|padding|gap|row-gap|column-gap)(-|$)/.test(prop)) continue;
        for (const px of stripVars(value).matchAll(/(\d+(\.\d+)?)px/g)) {
          expect(Number(px[1]), `${f.name}: ${prop}: ${value}`).toBeLessThanOrEqual(2);
        }
      }
    }
  });

  it('never remove the focus outline', () => {
    for (const f of files) {
      expect(f.css, f.name).not.toMatch(/outline\s*:\s*(none|0)\b/);
      expect(f.css, f.name).not.toMatch(/outline-width\s*:\s*0\b/);
    }
    const base = files.find((f) => f.name === 'tokens/base.css')!.css;
    expect(base).toMatch(/:focus-visible\s*\{[^}]*outline:\s*var\(--yuno-focus-ring-width\) solid var\(--yuno-color-focus\)/);
  });

  it('stop their animations under prefers-reduced-motion', () => {
    for (const f of primitiveFiles) {
      const animates = declarations(f.css).some(([prop, value]) => prop === 'animation' && value !== 'none');
      if (animates) expect(f.css, f.name).toContain('prefers-reduced-motion: reduce');
    }
  });

  it('give the shadow root the base reset', () => {
    const base = files.find((f) => f.name === 'tokens/base.css')!.css;
    expect(base).toMatch(/:host\s*\{[^}]*all:\s*initial/);
    expect(base).toMatch(/:host\s*\{[^}]*font-family:\s*var\(--yuno-font\)/);
    expect(base).toMatch(/\[hidden\]\s*\{\s*display:\s*none\s*!important/);
    expect(base).toContain('.yuno-visually-hidden');
    expect(base).toMatch(/box-sizing:\s*border-box/);
  });
});
