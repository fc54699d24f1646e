/** The header search's suggestions reader: its own script in the browser bundles (a part), a plain module elsewhere. */
export const loadSuggestions = () => import('../parts/header-search');
