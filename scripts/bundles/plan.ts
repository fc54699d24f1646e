/**
 * The shared plan: which names the runtime hands to the widget bundles through its global
 * (`window.YunoRuntime`), under which keys, and the React modules it stands in for.
 * Written by scripts/build.mjs, read by every bundle's build.
 */
export const SHARED_PACKAGES = ['core', 'ui', 'runtime'] as const;

/** The React modules widget bundles take from the runtime, by the runtime's name for each. */
export const REACT_MODULES = { react: 'React', 'react-dom': 'ReactDOM', 'react-dom/client': 'ReactDOMClient', 'react/jsx-runtime': 'jsxRuntime' } as const;
export type ReactModule = keyof typeof REACT_MODULES;
export type SharedPackage = (typeof SHARED_PACKAGES)[number];

/** What a widget bundle takes from the runtime instead of bundling it. */
export const runtimeGlobals: Record<string, string> = {
  ...Object.fromEntries(Object.entries(REACT_MODULES).map(([source, name]) => [source, `YunoRuntime.${name}`])),
  'yuno-runtime:core': 'YunoRuntime.core',
  'yuno-runtime:ui': 'YunoRuntime.ui',
  'yuno-runtime:runtime': 'YunoRuntime.runtime',
};

/**
 * Which core/ui/runtime exports the widget bundles take from the runtime global, and which
 * React names it hands on (`react` keyed by module; `*` means the whole module). For a name
 * in `STAND_INS` the runtime hands on a stand-in instead of the real code.
 */
export type SharedPlan = Record<SharedPackage, string[]> & {
  react?: Partial<Record<ReactModule, string[]>>;
  /** The short property each shared name has on the runtime global (the name itself where absent). */
  keys?: Partial<Record<SharedPackage, Record<string, string>>>;
  /**
   * The core and ui names the shared kit (`yuno-kit.js`) brings rather than the runtime: the
   * widgets read both from the same global, under the same keys.
   */
  kit?: Record<'core' | 'ui', string[]>;
};

/** The plan as the runtime and the kit's own code see it: the kit's names left out. */
export function withoutKit(plan: SharedPlan): SharedPlan {
  const kit = plan.kit;
  if (!kit) return plan;
  return { ...plan, core: plan.core.filter((name) => !kit.core.includes(name)), ui: plan.ui.filter((name) => !kit.ui.includes(name)) };
}

/**
 * ui names the runtime's own code imports but the kit brings: base-sheet.ts takes ui's
 * stylesheet only outside the browser bundles, where the kit hands it over.
 */
export const KIT_BRINGS = ['uiCssWithoutDialogs'];

/** The property under which the runtime global holds a shared name. */
export const globalKey = (plan: SharedPlan, pkg: SharedPackage, name: string) => plan.keys?.[pkg]?.[name] ?? name;

/**
 * ui names the runtime hands on as stand-ins while the real code is one of its parts:
 * under `Dialog`'s key it puts `DeferredDialog` (packages/runtime/src/deferred-ui.tsx),
 * which fetches the `ui-dialog` part.
 */
export const STAND_INS: Record<string, { part: string; module: string; name: string }> = {
  Dialog: { part: 'ui-dialog', module: 'packages/runtime/src/deferred-ui.tsx', name: 'DeferredDialog' },
};
