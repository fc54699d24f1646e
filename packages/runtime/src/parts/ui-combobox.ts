// The comboboxes' code (Combobox: its suggestions, keys and active option) and their popup
// (its listbox and styles): a part of the runtime, fetched when the person first acts on a page
// with a combobox, at the latest when its input gets focus (see deferred-combobox.tsx).
import { Combobox } from '@yuno/ui';
import { registerPart } from '@yuno/runtime';

export { Combobox };

registerPart('ui-combobox', { Combobox });
