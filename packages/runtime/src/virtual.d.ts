// The runtime bundle's view of core and ui: the exports the widgets share (vite.config.ts).
declare module 'virtual:yuno-shared/core' {
  export * from '@yuno/core';
}
declare module 'virtual:yuno-shared/ui' {
  export * from '@yuno/ui';
}
