export { createTranslator } from './translator';
export type { Translate } from './translator';
