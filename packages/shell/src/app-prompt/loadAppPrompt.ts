/** The Android app prompt and Get the app: their own script in the browser bundles (a part), a plain module elsewhere. */
export const loadAppPrompt = () => import('../parts/header-app-prompt');

export type AppPromptPart = Awaited<ReturnType<typeof loadAppPrompt>>;
