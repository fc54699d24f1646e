// The runtime bundle's and the kit's view of React, core and ui: the names scripts/bundles/plan.json hands on.
declare module 'virtual:yuno-shared/core' {
  export * from '@yuno/core';
}
declare module 'virtual:yuno-shared/ui' {
  export * from '@yuno/ui';
}
declare module 'virtual:yuno-shared/runtime' {
  export * from './index';
}
declare module 'virtual:yuno-react/react' {
  export * from 'react';
}
declare module 'virtual:yuno-react/react-dom' {
  export * from 'react-dom';
}
declare module 'virtual:yuno-react/react-dom/client' {
  export * from 'react-dom/client';
}
declare module 'virtual:yuno-react/react/jsx-runtime' {
  export * from 'react/jsx-runtime';
}
declare module 'virtual:yuno-kit/core' {
  const names: Record<string, unknown>;
  export default names;
}
declare module 'virtual:yuno-kit/ui' {
  const names: Record<string, unknown>;
  export default names;
}
