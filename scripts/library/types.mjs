// An app's TypeScript against the installed declarations, under `bundler` (Vite) and
// `nodenext` resolution: the README's example and the packages' READMEs' examples for React
// apps (read from the READMEs) compile, and misuse is a type error.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The README's example for React apps, read from the README itself so that the two cannot drift. */
function readmeExample() {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('### In a React app'));
  const example = /```tsx\n([\s\S]*?)```/.exec(section);
  if (!example) throw new Error('README: no tsx example under "In a React app"');
  return example[1];
}

const packagesDir = fileURLToPath(new URL('../../packages/', import.meta.url));

/**
 * Every `tsx` example of the packages' READMEs, as { file, code }: they are for React apps, so
 * they import the library's entries (`@yuno/widgets/<entry>`) and compile as modules of an app.
 */
export function packageReadmeExamples(packages = packagesDir) {
  const examples = [];
  for (const name of readdirSync(packages).sort()) {
    const readme = join(packages, name, 'README.md');
    if (!existsSync(readme)) continue;
    const blocks = [...readFileSync(readme, 'utf8').matchAll(/```tsx\n([\s\S]*?)```/g)];
    blocks.forEach(([, code], index) => examples.push({ file: `readme-${name}-${index + 1}.tsx`, code }));
  }
  return examples;
}

const APP = `
import { CourseCard, courseCardCss } from '@yuno/widgets/course-card';
import { normaliseCourseCard, type CourseCardData } from '@yuno/widgets/core';
import { Dialog, tokensCss, uiCss } from '@yuno/widgets/ui';
import { WidgetRoot } from '@yuno/widgets/runtime';
import { AvailabilityPanel, availabilityPanelCss, courseAvailabilityCss } from '@yuno/widgets/availability';
import { Header, headerCss, sideMenuCss, footerCss, overlaysCss, startShellDialogs } from '@yuno/widgets/header';
import { referralMenuCss } from '@yuno/widgets/referral-menu';
import { dataTableCss, type ViewConfig } from '@yuno/widgets/data-table';

export const panel = <WidgetRoot css={availabilityPanelCss}><AvailabilityPanel /></WidgetRoot>;
export const shell = <WidgetRoot css={headerCss}><Header /></WidgetRoot>;
void startShellDialogs();
const course: CourseCardData = normaliseCourseCard({ id: 1, title: 'A course' });
export const card = <CourseCard course={course} />;
export const dialog = Dialog;
export const sheets: string[] = [tokensCss, uiCss, courseAvailabilityCss, sideMenuCss, footerCss, overlaysCss, referralMenuCss, dataTableCss];
// @ts-expect-error a course card needs its course
export const wrong = <CourseCard />;
// @ts-expect-error a stylesheet is a string, not a function
availabilityPanelCss();
// A table of the app's own names a route the tables declare; a name nothing declares is an error.
export const ownView: ViewConfig = { caption: 'Mine', route: 'learners', rowKey: 'id', columns: [], pageSize: 10 };
// @ts-expect-error no package declares this route
export const wrongView: ViewConfig = { caption: 'Mine', route: 'madeUp', rowKey: 'id', columns: [], pageSize: 10 };
`;

/** `packages`: where the packages' READMEs are read (this repository's by default). */
export function checkTypes(dir, { packages } = {}) {
  writeFileSync(join(dir, 'app.tsx'), APP);
  writeFileSync(join(dir, 'readme-example.tsx'), readmeExample());
  const examples = packageReadmeExamples(packages);
  for (const { file, code } of examples) writeFileSync(join(dir, file), code);
  const files = ['app.tsx', 'readme-example.tsx', ...examples.map(({ file }) => file)];
  return ['Bundler', 'NodeNext'].map((resolution) => {
    const config = join(dir, `tsconfig.${resolution.toLowerCase()}.json`);
    const module = resolution === 'Bundler' ? 'ESNext' : 'NodeNext';
    const compilerOptions = {
      strict: true,
      jsx: 'react-jsx',
      module,
      moduleResolution: resolution,
      target: 'ES2022',
      noEmit: true,
      skipLibCheck: false,
      types: [],
      lib: ['ES2023', 'DOM'],
    };
    writeFileSync(config, JSON.stringify({ compilerOptions, files }));
    const run = spawnSync('npx', ['tsc', '-p', config], { encoding: 'utf8' });
    const ok = run.status === 0;
    const detail = ok
      ? `compiles with ${examples.length + 1} README examples; a missing prop, a called stylesheet and an undeclared route are errors`
      : `${run.stdout}${run.stderr}`.trim().slice(0, 2000);
    return { name: `library types (${resolution})`, ok, detail };
  });
}
