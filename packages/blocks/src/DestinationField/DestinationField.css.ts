import { style } from '@vanilla-extract/css';

// The destination field inside the shared field box (SearchField.css): the quiet combobox's label
// covers the box, so a press anywhere focuses the input, and its suggestions drop under the box.

/** The box is the positioning parent of the label's press area and of the suggestions. */
export const box = style({ position: 'relative' });

export const clear = style({ position: 'relative' });
