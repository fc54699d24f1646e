#!/usr/bin/env node
// Checks dist/widgets/manifest.json against budgets.json. Each entry has the product
// `target` and the `ceiling` enforced today; a bundle over its ceiling fails, and the gap to
// the target is printed so it stays visible. Every bundle must have a budget, and every
// budgeted bundle must exist, so a new or renamed bundle cannot slip through.
import { existsSync, readFileSync } from 'node:fs';

const KB = 1024;

function verdict(name, kb, { target, ceiling }) {
  const gap = kb > target ? `, ${(kb - target).toFixed(2)} KB over the ${target} KB target` : `, within the ${target} KB target`;
  return { name, ok: kb <= ceiling, kb, target, ceiling, detail: `${kb.toFixed(2)} KB gzip (ceiling ${ceiling} KB${gap})` };
}

export function checkBudgets({ manifestFile = `${process.env.YUNO_DIST || 'dist'}/widgets/manifest.json`, budgetsFile = 'budgets.json' } = {}) {
  if (!existsSync(manifestFile)) return [{ name: 'manifest', ok: false, detail: `${manifestFile} is missing: run npm run build` }];
  const { bundles } = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8'));
  const results = [];
  for (const [name, budget] of Object.entries(budgets.bundles)) {
    const bundle = bundles[name];
    if (!bundle) results.push({ name: `bundle ${name}`, ok: false, detail: 'has a budget but was not built' });
    else results.push(verdict(`bundle ${name}`, bundle.gzip / KB, budget));
  }
  for (const name of Object.keys(bundles)) {
    if (!(name in budgets.bundles)) results.push({ name: `bundle ${name}`, ok: false, detail: 'was built but has no budget in budgets.json' });
  }
  for (const [page, budget] of Object.entries(budgets.pages)) {
    const missing = budget.bundles.filter((n) => !bundles[n]);
    if (missing.length) results.push({ name: `page ${page}`, ok: false, detail: `missing ${missing.join(', ')}` });
    else results.push(verdict(`page ${page}`, budget.bundles.reduce((sum, n) => sum + bundles[n].gzip, 0) / KB, budget));
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = checkBudgets();
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(30)} ${r.detail}`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
