// The README's embedding instructions, read as a developer follows them against the mock API:
//  - the HTML example loads the runtime, then the kit, before any widget bundle, none of them
//    `async`, and its
//    props are JSON naming courses the mock API has (so the example shows a card, not an error);
//  - every way it gives to reach the mock API also reaches its pictures (`/mock-assets/…`,
//    site-relative), and its vite.config.ts example imports what it calls.
import { readFileSync } from 'node:fs';
import { importTs } from '../ts-import.mjs';

const readme = () => readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** The text from a heading to the next heading of the same or a higher level. */
function section(text, heading) {
  const start = text.indexOf(`${heading}\n`);
  if (start < 0) return '';
  const level = /^#+/.exec(heading)[0].length;
  const rest = text.slice(start + heading.length + 1);
  const end = rest.search(new RegExp(`^#{1,${level}} `, 'm'));
  return end < 0 ? rest : rest.slice(0, end);
}

/** Problems of the HTML example under "Embedding"; `courseIds` are the mock API's. */
export function embeddingProblems(text, courseIds) {
  const html = /```html\n([\s\S]*?)```/.exec(section(text, '## Embedding'))?.[1];
  if (!html) return ['no HTML example under "## Embedding"'];
  const problems = [];
  const scripts = [...html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"[^>]*>/g)].map(([tag, , src]) => ({ tag, src }));
  const runtime = scripts.findIndex(({ src }) => /\/yuno-runtime\.js(\?|$)/.test(src));
  const kit = scripts.findIndex(({ src }) => /\/yuno-kit\.js(\?|$)/.test(src));
  if (runtime < 0) problems.push('it loads no yuno-runtime.js');
  if (kit < 0) problems.push('it loads no yuno-kit.js');
  scripts.forEach(({ tag, src }, index) => {
    if (/\basync\b/.test(tag)) problems.push(`${src} is async (the runtime must run before the bundles)`);
    if (runtime >= 0 && index < runtime) problems.push(`${src} comes before the runtime`);
    if (kit >= 0 && index > runtime && index < kit) problems.push(`${src} comes before the kit`);
  });
  for (const [, name, raw] of html.matchAll(/data-yuno-widget="([^"]*)"(?:\s+data-yuno-props='([^']*)')?/g)) {
    if (raw === undefined) continue;
    let props;
    try {
      props = JSON.parse(raw);
    } catch {
      problems.push(`the ${name} props are not JSON: ${raw}`);
      continue;
    }
    if ('courseId' in props && !courseIds.has(props.courseId))
      problems.push(`${name} shows course ${props.courseId}, which the mock API does not have (it answers "This course is not available.")`);
  }
  return problems;
}

/** Problems of "The mock API in development": each way to it must reach its pictures too. */
export function mockApiProblems(text, assetPrefix) {
  const part = text.slice(text.indexOf('**The mock API in development.**'));
  if (part.length === text.length) return ['no "The mock API in development" paragraph'];
  const assets = assetPrefix.replace(/\/$/, '');
  const problems = [];
  const config = /```ts\n([\s\S]*?)```/.exec(part)?.[1] ?? '';
  if (!config.includes(`'${assets}'`)) problems.push(`the vite.config.ts example does not proxy ${assets}`);
  const imported = new Set(
    [...config.matchAll(/^import\s+(?:(\w+)|\{([^}]*)\})\s+from/gm)].flatMap(([, one, many]) =>
      one
        ? [one]
        : many.split(',').map((n) =>
            n
              .trim()
              .split(/\s+as\s+/)
              .pop(),
          ),
    ),
  );
  for (const [, called] of config.matchAll(/(?<![.\w])([A-Za-z_$][\w$]*)\(/g)) {
    if (!imported.has(called)) problems.push(`the vite.config.ts example calls ${called}() without importing it`);
  }
  const standalone = /Or run the mock API alone[\s\S]*?\n\n/.exec(part)?.[0] ?? '';
  if (!standalone) problems.push('no paragraph on running the mock API alone');
  else if (!standalone.includes(assets))
    problems.push(`running the mock API alone: nothing says to pass ${assets} on to it (the pictures are site-relative and fail on the app's origin)`);
  return [...new Set(problems)];
}

export async function checkReadme(text = readme()) {
  const { courses } = await importTs('packages/mock-api/src/fixtures/index.ts');
  const { ASSET_PREFIX } = await importTs('packages/mock-api/src/assets.ts');
  const problems = [...embeddingProblems(text, new Set(courses.map((course) => course.id))), ...mockApiProblems(text, ASSET_PREFIX)];
  return {
    name: 'library README embedding',
    ok: problems.length === 0,
    detail: problems.join('; ') || 'the HTML example shows a mock course with the runtime and the kit first; each way to the mock API reaches its pictures',
  };
}
