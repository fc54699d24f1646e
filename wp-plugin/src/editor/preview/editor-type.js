/**
 * The type of what the editor is told in the canvas (captions, empty previews): the editor's
 * own, not the theme's, which may be a 20 px serif. Inline, as it must reach the canvas whether
 * it is an iframe or not.
 */
export const EDITOR_TYPE = {
	fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Oxygen-Sans, Ubuntu, Cantarell, "Helvetica Neue", sans-serif',
	fontSize: '13px',
	lineHeight: 1.5,
};
