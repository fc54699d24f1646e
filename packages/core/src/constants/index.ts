export * from './limits';
export * from './commerce';
export * from './search';
export * from './routes';
export * from './messages';
export * from './labels';
export * from './marketing';
export * from './storageKeys';
