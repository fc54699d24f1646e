#!/usr/bin/env node
// Builds the browser bundles into dist/widgets with their manifest (scripts/bundles/README.md).
import { importTs } from './ts-import.mjs';

const bundles = await importTs('scripts/bundles/build.ts');
export const { buildWidgets, buildBundle } = bundles;

if (import.meta.url === `file://${process.argv[1]}`) await buildWidgets();
