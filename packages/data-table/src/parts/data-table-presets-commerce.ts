// Payments and enrolments: a part, fetched when a page shows one of them.
import { registerPart } from '@yuno/runtime';
import { enrollments, payments } from '../presets/commerce';

export const PRESETS = { payments, enrollments };

registerPart('data-table-presets-commerce', { PRESETS });
