/**
 * The shared kit (`yuno-kit.js`): loaded once per page after the runtime and before the
 * widget bundles. It carries the ui primitives, their stylesheet and the core helpers that
 * widgets on different pages share, and puts them on the runtime global under the keys the
 * widgets read. Helpers only one kind of page uses (the availability widgets' batch and
 * enrolment helpers, the referral texts) are copied into their bundles instead: every page
 * loads the kit, so what it carries should be worth it to most of them. The runtime keeps what changes rarely (Preact, the data cache, the page's state, the
 * mount protocol), so a release that changes only the primitives leaves it cached.
 */
// In the bundle these are the kit's share of the plan, under their short keys
// (scripts/bundles/plan.json).
import core from 'virtual:yuno-kit/core';
import ui from 'virtual:yuno-kit/ui';
import { uiCssWithoutDialogs } from '@yuno/ui';
import { provideBaseSheet, registerPart } from '@yuno/runtime';

// Like a widget bundle, the kit reads the runtime's global as it starts: loaded before the
// runtime, it stops with "YunoRuntime is not defined".
const shared = window.YunoRuntime as { core: object; ui: object };
Object.assign(shared.core, core);
Object.assign(shared.ui, ui);
provideBaseSheet(uiCssWithoutDialogs);
// For a page that listed no kit, the runtime fetched it as one of its parts.
registerPart('yuno-kit', {});
