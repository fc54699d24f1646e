// The build decides what a widget bundle takes from the runtime by reading its imports: a
// name read wrongly is a name bundled twice, or one missing at run time.
import { describe, expect, it } from 'vitest';
import { declarations, importedNames, importList, reactNames } from './source-scan';
import { packageDir } from './paths';

describe('importList', () => {
  it('reads each entry, its imported name, and whether it is a value', () => {
    expect(importList(' a, b as c,\n type T ,')).toEqual([
      { entry: 'a', name: 'a', isValue: true },
      { entry: 'b as c', name: 'b', isValue: true },
      { entry: 'type T', name: 'T', isValue: false },
    ]);
  });
});

describe('importedNames', () => {
  it('finds the values imported or re-exported from a shared package root, not types', () => {
    const code = [
      "import { safeUrl, type Role } from '@yuno/core';",
      "import type { ApiError } from '@yuno/core';",
      "export { Button as Action } from '@yuno/ui';",
      "import { useApi } from '@yuno/runtime';",
      "import { local } from './local';",
      "import { other } from '@yuno/other';",
    ].join('\n');
    expect(importedNames(code)).toEqual([
      ['core', 'safeUrl'],
      ['ui', 'Button'],
      ['runtime', 'useApi'],
    ]);
  });
});

describe('reactNames', () => {
  it('names each React value a module uses, and `*` for a default or namespace import', () => {
    const code = [
      "import { useState, type ReactNode } from 'react';",
      "import { jsx as _jsx, jsxs } from 'react/jsx-runtime';",
      "import * as ReactDOM from 'react-dom';",
      "import React, { memo } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import { other } from 'preact';",
    ].join('\n');
    expect(reactNames(code)).toEqual([
      'react:useState',
      'react/jsx-runtime:jsx',
      'react/jsx-runtime:jsxs',
      'react-dom:*',
      'react:memo',
      'react:*',
      'react-dom/client:createRoot',
    ]);
  });

  it('leaves out a type-only import', () => {
    expect(reactNames("import type { ReactNode } from 'react';")).toEqual([]);
  });
});

describe('declarations', () => {
  it("knows the file that declares a shared package's export", () => {
    expect(declarations('core').get('safeUrl')).toBe(`${packageDir('core')}safety/safeUrl.ts`);
    expect(declarations('ui').get('Button')).toBe(`${packageDir('ui')}button/Button.tsx`);
  });

  it('knows an overloaded function, whose name its file declares more than once', () => {
    expect(declarations('core').get('asNumber')).toBe(`${packageDir('core')}safety/coerce.ts`);
  });
});
