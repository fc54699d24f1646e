/**
 * Comboboxes in the browser bundles. The input renders on load, but nobody sees the
 * suggestions' popup before typing, so ComboboxPopup (its listbox and styles: the
 * `ui-combobox` part) is not in the kit: the first popup to show fetches it and shows it as
 * it arrives (the input, its keys and the spoken count work meanwhile). The runtime hands
 * `DeferredComboboxPopup` on as `ComboboxPopup`; source, tests and the ESM library use the real one.
 */
import type { ComboboxPopupProps } from '@yuno/ui';
import { lazyComponent } from './lazy-component';

/** If the part cannot be fetched the person is told (a toast); the next popup tries again. */
export const DeferredComboboxPopup = lazyComponent<ComboboxPopupProps>(() => import('./parts/ui-combobox').then((part) => part.ComboboxPopup), undefined, null);
