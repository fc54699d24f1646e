/**
 * Keeps a block's placeholder on screen while the editor is still typing or moving through
 * its choices with the keyboard. Without it, the first keystroke that makes a setting valid
 * swaps the placeholder for the preview: typing course ID 1001 stored course 1, and arrow
 * keys in a list picked its first entry; focus fell out of the block either way.
 * The placeholder goes once focus leaves it, at Enter, or at a click (a deliberate choice).
 */
import { useRef, useState } from '@wordpress/element';

export function usePlaceholderHold(missing) {
	const [held, setHeld] = useState(false);
	// The settings the placeholder asked for, kept while it is held after they became valid.
	const asked = useRef(missing);
	if (missing.length > 0) {
		asked.current = missing;
	}
	const handlers = {
		onKeyDown: (event) => setHeld(event.key !== 'Enter'),
		onMouseDown: () => setHeld(false),
		onBlur: (event) => {
			if (!event.currentTarget.contains(event.relatedTarget)) {
				setHeld(false);
			}
		},
	};
	const shown = missing.length > 0 || held;
	return { shown, keys: missing.length > 0 ? missing : asked.current, handlers };
}
