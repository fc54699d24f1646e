// Server rendering in the app, in a process of its own (no DOM, as on a server): every
// component that fetches renders to a string, and WidgetRoot to an empty host.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SCRIPT = `
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
const w = (name) => import('@yuno/widgets/' + name);
const [{ CourseCardWidget }, { CourseSearch }, { AvailabilityPanel, CourseAvailability }, { Header, SideMenu, Footer, startShellDialogs }, { ReferralMenu }, { DataTableWidget }, { WidgetRoot }] =
  await Promise.all(['course-card', 'course-search', 'availability', 'header', 'referral-menu', 'data-table', 'runtime'].map(w));
await startShellDialogs();
const cases = {
  CourseCardWidget: h(CourseCardWidget, { courseId: 1001 }),
  CourseSearch: h(CourseSearch, {}),
  AvailabilityPanel: h(AvailabilityPanel),
  CourseAvailability: h(CourseAvailability, { courseId: 1001 }),
  Header: h(Header, {}),
  SideMenu: h(SideMenu),
  Footer: h(Footer),
  ReferralMenu: h(ReferralMenu, {}),
  DataTableWidget: h(DataTableWidget, { preset: 'instructor-learners' }),
  WidgetRoot: h(WidgetRoot, { css: 'p{}' }, h(CourseCardWidget, { courseId: 1001 })),
};
const failures = [];
for (const [name, element] of Object.entries(cases)) {
  try {
    const html = renderToString(element);
    if (name === 'WidgetRoot' && html !== '<div data-yuno-widget-root=""></div>') failures.push(name + ': renders ' + html.slice(0, 80));
  } catch (error) {
    failures.push(name + ': ' + String(error.message).split('\\n')[0]);
  }
}
console.log(JSON.stringify({ count: Object.keys(cases).length, failures }));
`;

export function checkSsr(dir) {
  writeFileSync(join(dir, 'ssr.mjs'), SCRIPT);
  const run = spawnSync(process.execPath, ['ssr.mjs'], { cwd: dir, encoding: 'utf8' });
  try {
    const { count, failures } = JSON.parse(run.stdout.trim().split('\n').pop());
    return { name: 'library server rendering', ok: failures.length === 0, detail: failures.join('; ') || `${count} components render to strings` };
  } catch {
    return { name: 'library server rendering', ok: false, detail: `${run.stdout}${run.stderr}`.slice(0, 2000) };
  }
}
