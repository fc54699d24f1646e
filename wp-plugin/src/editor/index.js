/**
 * Registers every Yuno block in the editor. Names, texts and attribute schemas come from
 * each block's block.json, which the server registers and hands to the editor.
 */
import { createElement } from '@wordpress/element';
import { registerBlockType } from '@wordpress/blocks';
import Edit from './edit';
import { editorSettings } from './settings';
import './shortcode-check';

for (const [widget, { block }] of Object.entries(editorSettings().widgets)) {
	registerBlockType(block, {
		edit: (props) => <Edit {...props} widget={widget} />,
		// Rendered on the server by the same function as the shortcode.
		save: () => null,
	});
}
