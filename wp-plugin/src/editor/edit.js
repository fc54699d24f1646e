/**
 * The editor view of every Yuno block: its settings in the sidebar and, once the required
 * settings are made, the live preview of the real widget.
 */
import { createElement, Fragment } from '@wordpress/element';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { getBlockType } from '@wordpress/blocks';
import { PanelBody, Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import AttributeControl from './controls/AttributeControl';
import LivePreview from './preview/LivePreview';
import { usePlaceholderHold } from './placeholder-hold';
import { missingRequired, toProps } from './props';

export default function Edit({ name, attributes, setAttributes, widget }) {
	const blockType = getBlockType(name) || {};
	const schema = blockType.attributes || {};
	// WordPress adds its own attributes (lock, className…): the widget's are the ones in block.json.
	const own = Object.keys(schema).filter((key) => !['lock', 'className', 'align', 'style', 'metadata'].includes(key));
	const widgetSchema = Object.fromEntries(own.map((key) => [key, schema[key]]));
	const missing = missingRequired(widgetSchema, attributes);
	const placeholder = usePlaceholderHold(missing);
	const blockProps = useBlockProps();
	const control = (key) => (
		<AttributeControl key={key} name={key} spec={widgetSchema[key]} value={attributes[key]} onChange={(value) => setAttributes({ [key]: value })} />
	);

	return (
		<Fragment>
			<InspectorControls>
				<PanelBody title={__('Widget settings', 'yuno-widgets')}>
					{own.length ? own.map(control) : <p>{__('This widget has no settings: it adapts to the visitor and the page.', 'yuno-widgets')}</p>}
				</PanelBody>
			</InspectorControls>
			<div {...blockProps}>
				{placeholder.shown ? (
					<Placeholder icon={blockType.icon && blockType.icon.src} label={blockType.title} instructions={__('Choose what this block shows to see its preview.', 'yuno-widgets')}>
						<div style={{ width: '100%' }} {...placeholder.handlers}>
							{placeholder.keys.map(control)}
						</div>
					</Placeholder>
				) : (
					<LivePreview widget={widget} props={toProps(widgetSchema, attributes)} title={blockType.title} description={blockType.description} />
				)}
			</div>
		</Fragment>
	);
}
