/**
 * Design tokens: every colour, space, radius, font, shadow, z-index and motion value the
 * widgets use, with its default. `tokens.css` declares the same names and values as
 * `:where(:root)` custom properties (a test keeps the two in step); a site restyles every
 * widget by overriding them (the WordPress plugin maps them to theme.json presets).
 *
 * Sizes are px on purpose: the widgets must look the same on a page whose root font size
 * is not 16px.
 */
export const tokens = {
  // Brand and text
  '--yuno-color-primary': '#5b3fd1',
  '--yuno-color-primary-hover': '#4a30b8',
  '--yuno-color-primary-active': '#3d2799',
  '--yuno-color-primary-soft': '#f1edfd',
  '--yuno-color-on-primary': '#ffffff',
  '--yuno-color-text': '#1d2030',
  '--yuno-color-text-muted': '#5a6072',
  '--yuno-color-text-inverse': '#ffffff',
  '--yuno-color-link': '#5b3fd1',
  // Surfaces and lines
  '--yuno-color-surface': '#ffffff',
  '--yuno-color-surface-muted': '#f5f6f8',
  '--yuno-color-surface-hover': '#eef0f4',
  '--yuno-color-surface-inverse': '#1d2030',
  '--yuno-color-border': '#e3e5eb',
  '--yuno-color-border-strong': '#7a8093',
  '--yuno-color-backdrop': 'rgba(17, 19, 33, 0.56)',
  '--yuno-color-focus': '#5b3fd1',
  // Status
  '--yuno-color-danger': '#c42b2b',
  '--yuno-color-danger-hover': '#a32020',
  '--yuno-color-danger-soft': '#fdecec',
  '--yuno-color-danger-text': '#b42323',
  '--yuno-color-success': '#17803d',
  '--yuno-color-success-soft': '#e8f6ee',
  '--yuno-color-success-text': '#156f36',
  '--yuno-color-warning': '#b26a00',
  '--yuno-color-warning-soft': '#fff4db',
  '--yuno-color-warning-text': '#8a5300',
  // Progress scale (low to high)
  '--yuno-color-progress-red': '#d32f2f',
  '--yuno-color-progress-orange': '#ef6c00',
  '--yuno-color-progress-yellow': '#f9a825',
  '--yuno-color-progress-light-green': '#7cb342',
  '--yuno-color-progress-dark-green': '#2e7d32',
  // Loading placeholders
  '--yuno-color-skeleton': '#e9ebf0',
  '--yuno-color-skeleton-highlight': '#f5f6f8',
  // Type
  '--yuno-font': "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  '--yuno-font-mono': "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  '--yuno-font-size-xs': '12px',
  '--yuno-font-size-sm': '14px',
  '--yuno-font-size-md': '16px',
  '--yuno-font-size-lg': '18px',
  '--yuno-font-size-xl': '20px',
  '--yuno-font-size-2xl': '24px',
  '--yuno-font-size-3xl': '32px',
  '--yuno-font-weight-regular': '400',
  '--yuno-font-weight-medium': '500',
  '--yuno-font-weight-semibold': '600',
  '--yuno-font-weight-bold': '700',
  '--yuno-line-height': '1.5',
  '--yuno-line-height-tight': '1.25',
  // Space (4px grid)
  '--yuno-space-1': '4px',
  '--yuno-space-2': '8px',
  '--yuno-space-3': '12px',
  '--yuno-space-4': '16px',
  '--yuno-space-5': '20px',
  '--yuno-space-6': '24px',
  '--yuno-space-8': '32px',
  '--yuno-space-10': '40px',
  '--yuno-space-12': '48px',
  '--yuno-space-16': '64px',
  // Radii
  '--yuno-radius-sm': '4px',
  '--yuno-radius-md': '8px',
  '--yuno-radius-lg': '12px',
  '--yuno-radius-xl': '16px',
  '--yuno-radius-pill': '999px',
  // Shadows
  '--yuno-shadow-sm': '0 1px 2px rgba(16, 24, 40, 0.06)',
  '--yuno-shadow-card': '0 1px 2px rgba(16, 24, 40, 0.04), 0 4px 12px rgba(16, 24, 40, 0.06)',
  '--yuno-shadow-popover': '0 8px 24px rgba(16, 24, 40, 0.14), 0 2px 6px rgba(16, 24, 40, 0.06)',
  '--yuno-shadow-dialog': '0 24px 48px rgba(16, 24, 40, 0.22)',
  // Focus ring
  '--yuno-focus-ring-width': '2px',
  '--yuno-focus-ring-offset': '2px',
  // Controls
  '--yuno-control-height-sm': '32px',
  '--yuno-control-height-md': '40px',
  '--yuno-control-height-lg': '48px',
  // Stacking (overlays are high: they must sit above a host theme's own layers)
  '--yuno-z-dropdown': '1000',
  '--yuno-z-tooltip': '1100',
  '--yuno-z-overlay': '2147483000',
  '--yuno-z-toast': '2147483100',
  // Motion (set to 0ms under prefers-reduced-motion by tokens.css)
  '--yuno-duration-fast': '120ms',
  '--yuno-duration-normal': '200ms',
  '--yuno-duration-slow': '320ms',
  '--yuno-easing': 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export type TokenName = keyof typeof tokens;

export type TokenGroup = 'color' | 'font' | 'line-height' | 'space' | 'radius' | 'shadow' | 'focus-ring' | 'control-height' | 'z' | 'duration' | 'easing';

const GROUPS: readonly TokenGroup[] = ['color', 'font', 'line-height', 'space', 'radius', 'shadow', 'focus-ring', 'control-height', 'z', 'duration', 'easing'];

/** The group a token belongs to, from its name (`--yuno-color-text` → `color`). */
export function tokenGroup(name: TokenName): TokenGroup {
  const rest = name.slice('--yuno-'.length);
  const group = GROUPS.find((g) => rest === g || rest.startsWith(`${g}-`));
  if (!group) throw new Error(`token ${name} has no group`);
  return group;
}

/** `var(--yuno-…)` for use in inline styles. */
export function tokenVar(name: TokenName): string {
  return `var(${name})`;
}

/** Motion tokens that tokens.css zeroes under `prefers-reduced-motion: reduce`. */
export const reducedMotionTokens: readonly TokenName[] = ['--yuno-duration-fast', '--yuno-duration-normal', '--yuno-duration-slow'];
