export * from './routes';
export * from './errors';
export * from './request';
