/**
 * @yuno/core: framework-free building blocks shared by every widget: page config, requests,
 * events between widgets, storage, validation, formatting, the site's wording, constants,
 * URL safety, leaving the page and types.
 */
export * from './types';
export * from './constants';
export * from './config';
export * from './http';
export * from './events';
export * from './storage';
export * from './cookies';
export * from './validation';
export * from './format';
export * from './strings';
export * from './safety';
export * from './data';
export * from './navigation';
export * from './referral';
