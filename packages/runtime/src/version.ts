/** Replaced at build time with the package version; "dev" when running from source. */
declare const __YUNO_VERSION__: string | undefined;
export const version: string = typeof __YUNO_VERSION__ === 'string' ? __YUNO_VERSION__ : 'dev';
