/**
 * The primitives' stylesheet that every widget's shadow root and the overlay host get.
 * In the browser bundles it arrives with the shared kit (`yuno-kit.js`, see kit.ts), which
 * hands it over as it loads; everywhere else (the library, tests) it is ui's own.
 */
import { uiCssWithoutDialogs } from '@yuno/ui';

// Defined as true by the browser build (scripts/bundles/config.ts): there the kit brings the sheet, and
// ui's copy drops out of the runtime.
declare const __YUNO_KIT__: boolean | undefined;
const sheetFromKit = typeof __YUNO_KIT__ === 'boolean' && __YUNO_KIT__;

let provided: string | undefined;
let arrived = () => {};

/** Called by the kit as it loads. */
export function provideBaseSheet(css: string): void {
  provided = css;
  arrived();
}

/** What to do once the kit is there (mount the widgets that waited for it). */
export function whenKitArrives(then: () => void): void {
  arrived = then;
}

/** Whether the widgets' shared code is on the page (always, outside the browser bundles). */
export const kitLoaded = (): boolean => !sheetFromKit || provided !== undefined;

export const baseSheet = (): string => provided ?? (sheetFromKit ? '' : uiCssWithoutDialogs);
