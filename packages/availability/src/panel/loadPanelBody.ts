/** The panel's body: its own script in the browser bundles (a part), a plain module elsewhere. */
export const loadPanelBody = () => import('../parts/availability-panel-body');

export type PanelBody = Awaited<ReturnType<typeof loadPanelBody>>;
