/**
 * React as SWR sees it in the runtime bundle (vite.config.ts, `swrOnPreact`): preact/compat's
 * named exports, and a default export with only what SWR reads from it. Preact has no
 * `React.use`, so SWR takes its own fallback, as it does on React 18. (Plain JavaScript:
 * preact/compat's types do not allow re-exporting the whole module.)
 */
import { useId } from 'preact/compat';

export * from 'preact/compat';
export default { useId };
