/** The gate's closed states: their own script in the browser bundles (a part), a plain module elsewhere. */
export const loadGateMessage = () => import('../parts/header-page-gate');
