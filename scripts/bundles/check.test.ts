// The check turns what the bundler saw into what to change in plan.json: each message names the
// name, where it is, and the fix.
import { describe, expect, it } from 'vitest';
import { checkPlan, type BuiltBundle } from './check';
import type { Plan } from './plan';

const plan: Plan = {
  react: { react: { useState: 'a' } },
  runtime: { core: { getConfig: 'getConfig', toast: 'a' }, ui: { Dialog: 'a' }, runtime: { registerWidget: 'a' } },
  kit: { core: { safeUrl: 'b' }, ui: { Button: 'b' } },
  standIns: { Dialog: { module: 'packages/runtime/src/deferred-ui.tsx', export: 'DeferredDialog', realIn: 'ui-dialog' } },
  readOutside: { core: ['getConfig'] },
  stateful: ['packages/core/src/config/'],
  copies: [],
  fingerprinted: ['registerWidget'],
};

const everyPlannedName = ['react:useState', 'core:toast', 'core:safeUrl', 'ui:Dialog', 'ui:Button', 'runtime:registerWidget'];

function bundle(name: string, made: Partial<BuiltBundle> = {}): BuiltBundle {
  return { name, kind: 'widget', owner: name, code: '(function(e){})(YunoRuntime.core);', modules: new Map(), reads: new Set(), missing: new Set(), ...made };
}

describe('checkPlan', () => {
  it('finds nothing when every bundle reads what the plan hands on and shares what two hold', () => {
    const cx = new Map([['/repo/packages/ui/src/utils/dom.ts', ['cx']]]);
    const withCopies = { ...plan, copies: ['cx'] };
    expect(checkPlan(withCopies, [bundle('card', { reads: new Set(everyPlannedName), modules: cx }), bundle('menu', { modules: cx })], '/repo')).toEqual([]);
    expect(checkPlan(withCopies, [bundle('card', { reads: new Set(everyPlannedName), modules: cx })], '/repo')).toEqual([
      "`cx` is in plan.json's copies, but one bundle at most holds it: take it out",
    ]);
  });

  it('names an export two bundles hold that the plan does not share, with its file', () => {
    const modules = new Map([['/repo/packages/core/src/format/price.ts', ['formatPrice']]]);
    const problems = checkPlan(plan, [bundle('course-search', { modules, reads: new Set(everyPlannedName) }), bundle('header', { modules })], '/repo');
    expect(problems).toEqual(["add `formatPrice` (packages/core/src/format/price.ts), bundled by course-search, header, to plan.json's kit (or to its copies)"]);
  });

  it("names a kit name the runtime's own code bundles too, and a shared name a widget bundles again", () => {
    const button = new Map([['/repo/packages/ui/src/button/Button.tsx', ['Button']]]);
    const toast = new Map([['/repo/packages/core/src/events/toast.ts', ['toast']]]);
    const bundles = [
      bundle('yuno-runtime', { kind: 'runtime', modules: new Map([...button, ...toast]) }),
      bundle('yuno-kit', { kind: 'kit', modules: button }),
      bundle('card', { reads: new Set(everyPlannedName), modules: toast }),
    ];
    expect(checkPlan(plan, bundles, '/repo')).toEqual([
      "`Button` (packages/ui/src/button/Button.tsx) is in plan.json's kit, but the runtime's own code bundles it too: move it to plan.json's runtime (or add it to its copies)",
      "`toast` (packages/core/src/events/toast.ts), which yuno-runtime hands on, is bundled by card too: code in its module uses it directly; move that code out (or add the name to plan.json's copies)",
    ]);
  });

  it('counts a part with its widget: what only the two of them hold is no copy', () => {
    const modules = new Map([['/repo/packages/header/src/x.ts', ['menuItems']]]);
    const part = bundle('header-member-tools', { kind: 'part', owner: 'header', modules });
    expect(checkPlan(plan, [bundle('header', { modules, reads: new Set(everyPlannedName) }), part], '/repo')).toEqual([]);
  });

  it('names a planned name no bundle reads any more, but not one outside scripts read', () => {
    const problems = checkPlan(plan, [bundle('card', { reads: new Set(everyPlannedName.filter((key) => key !== 'core:toast' && key !== 'react:useState')) })]);
    expect(problems).toContain('`toast` (core) is in plan.json, but no bundle reads it: take it out');
    expect(problems).toContain("`useState` (react) is in plan.json's react, but no bundle reads it: take it out");
    expect(problems.join('\n')).not.toContain('getConfig');
  });

  it('names a React, runtime or page-state name a widget needs that the runtime does not hand on', () => {
    const reads = new Set([...everyPlannedName, 'react:useTransition']);
    const problems = checkPlan(plan, [bundle('course-card', { reads, missing: new Set(['runtime:registerPart', 'core:request']) })]);
    expect(problems).toEqual([
      "course-card needs `registerPart` (runtime), which the runtime does not hand on: add it to plan.json's runtime.runtime",
      "course-card needs `request` (core), which the runtime does not hand on: add it to plan.json's runtime.core",
      'course-card needs `useTransition` (react), which the runtime does not hand on: add it to plan.json\'s react["react"]',
    ]);
  });

  it('names two names under one key, and a name outside scripts read that has a short key', () => {
    const clash = { ...plan, kit: { ...plan.kit, core: { safeUrl: 'a' } }, runtime: { ...plan.runtime, core: { getConfig: 'g', toast: 'a' } } };
    expect(checkPlan(clash, [bundle('card', { reads: new Set(everyPlannedName) })])).toEqual([
      '`toast` and `safeUrl` (core) have the same key `a` in plan.json: give `safeUrl` a key of its own',
      'scripts outside the bundles read `getConfig` (core): plan.json must hand it on under its own name',
    ]);
  });

  it('names two React names under one key', () => {
    const clash = { ...plan, react: { react: { useState: 'a', useRef: 'a' } } };
    const reads = new Set([...everyPlannedName, 'react:useRef']);
    expect(checkPlan(clash, [bundle('card', { reads })])).toEqual([
      '`useState` and `useRef` (react) have the same key `a` in plan.json: give `useRef` a key of its own',
    ]);
  });

  it('names a runtime global the bundler failed to pass into the bundle', () => {
    const problems = checkPlan(plan, [
      bundle('ui-dialog', { kind: 'part', reads: new Set(everyPlannedName), code: '(function(e){e(yuno_runtime_core.events)})(YunoRuntime.ui);' }),
    ]);
    expect(problems).toEqual([
      'ui-dialog.js reads yuno_runtime_core, a runtime global the bundler did not pass in: import it from the package, not through a module that re-exports it',
    ]);
  });
});
