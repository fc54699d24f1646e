#!/usr/bin/env node
// Checks dist/widgets/manifest.json against budgets.json. Every bundle must have a budget,
// and every budgeted bundle must exist, so a new or renamed bundle cannot slip through.
import { existsSync, readFileSync } from 'node:fs';

const KB = 1024;

export function checkBudgets({ manifestFile = 'dist/widgets/manifest.json', budgetsFile = 'budgets.json' } = {}) {
  if (!existsSync(manifestFile)) return [{ name: 'manifest', ok: false, detail: `${manifestFile} is missing: run npm run build` }];
  const { bundles } = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8'));
  const results = [];
  for (const [name, limit] of Object.entries(budgets.bundles)) {
    const bundle = bundles[name];
    if (!bundle) {
      results.push({ name: `bundle ${name}`, ok: false, detail: 'has a budget but was not built' });
      continue;
    }
    const kb = bundle.gzip / KB;
    results.push({ name: `bundle ${name}`, ok: kb <= limit, detail: `${kb.toFixed(2)} KB gzip of ${limit} KB` });
  }
  for (const name of Object.keys(bundles)) {
    if (!(name in budgets.bundles)) results.push({ name: `bundle ${name}`, ok: false, detail: 'was built but has no budget in budgets.json' });
  }
  for (const [page, { total, bundles: names }] of Object.entries(budgets.pages)) {
    const missing = names.filter((n) => !bundles[n]);
    const kb = names.reduce((sum, n) => sum + (bundles[n]?.gzip ?? 0), 0) / KB;
    results.push({
      name: `page ${page}`,
      ok: missing.length === 0 && kb <= total,
      detail: missing.length ? `missing ${missing.join(', ')}` : `${kb.toFixed(2)} KB gzip of ${total} KB (${names.join(' + ')})`,
    });
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
