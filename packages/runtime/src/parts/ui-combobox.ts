// The suggestions' popup of the comboboxes (its listbox and styles): a part of the runtime,
// fetched the first time one shows (see deferred-combobox.tsx).
import { ComboboxPopup } from '@yuno/ui';
import { registerPart } from '@yuno/runtime';

export { ComboboxPopup };

registerPart('ui-combobox', { ComboboxPopup });
