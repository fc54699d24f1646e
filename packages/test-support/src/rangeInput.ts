/**
 * What a browser does as a native range input moves. jsdom neither steps a range input by
 * its keys nor drags it, so component tests move it themselves; the browser tests press the
 * real keys and drag in Chromium.
 */
import { fireEvent } from '@testing-library/react';

/** A thumb moving to `value` (one `input` event, as during a drag). */
export function slideTo(input: HTMLElement, value: number): void {
  fireEvent.input(input, { target: { value: String(value) } });
}

/** A finished move to `value` (a key press, or a drag let go): `input`, then `change`. */
export function moveTo(input: HTMLElement, value: number): void {
  slideTo(input, value);
  fireEvent.change(input);
}
