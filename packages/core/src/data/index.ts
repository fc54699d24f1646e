export { initialListModule, listModuleReducer, hasMore, offsetForPage, pageForOffset, pageCount } from './listModule';
export type { ListModuleAction } from './listModule';
export { envelopeToAction, MODULE_ERROR_CODES } from './envelope';
export type { EnvelopeToActionOptions } from './envelope';
