// What a shown tooltip needs (the bubble's styles and placement): a part of the runtime,
// fetched the first time a tooltip opens (see deferred-tooltip.tsx).
import { OpenTooltip } from '@yuno/ui';
import { registerPart } from '@yuno/runtime';

export { OpenTooltip };

registerPart('ui-tooltip', { OpenTooltip });
