/**
 * The editor view of every Yuno block: its settings in the sidebar and, once the required
 * settings are made, the live preview of the real widget, as the chosen viewer sees it.
 */
import { createElement, Fragment, useState } from '@wordpress/element';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { getBlockType } from '@wordpress/blocks';
import { useSelect } from '@wordpress/data';
import { PanelBody, Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import AttributeControl from './controls/AttributeControl';
import ViewerControl from './controls/ViewerControl';
import { FIELDS } from './controls/fields';
import LivePreview from './preview/LivePreview';
import PreviewCaption from './preview/PreviewCaption';
import { setViewer, useViewer } from './preview/viewer';
import { usePlaceholderHold } from './placeholder-hold';
import { DEFAULT_PROMPT, MEMBERS_ONLY, PROMPTS, SIDE_MENU_HIDDEN } from './block-notes';
import { missingRequired, toProps } from './props';
import { EDITOR_TYPE } from './preview/editor-type';

const PROMPT_STYLE = { ...EDITOR_TYPE, margin: '0 0 1em' };

/** Whether a header block on this page hides the side menu (its `showSideMenu` off). */
function useSideMenuHidden(widget) {
	return useSelect(
		(select) => {
			if (widget !== 'side-menu') {
				return false;
			}
			const store = select('core/block-editor');
			return store
				.getClientIdsWithDescendants()
				.some((id) => store.getBlockName(id) === 'yuno/header' && (store.getBlockAttributes(id) || {}).showSideMenu === false);
		},
		[widget]
	);
}

export default function Edit({ name, attributes, setAttributes, widget }) {
	const blockType = getBlockType(name) || {};
	const schema = blockType.attributes || {};
	// WordPress adds its own attributes (lock, className…): the widget's are the ones in block.json.
	const own = Object.keys(schema).filter((key) => !['lock', 'className', 'align', 'style', 'metadata'].includes(key));
	const widgetSchema = Object.fromEntries(own.map((key) => [key, schema[key]]));
	const missing = missingRequired(widgetSchema, attributes);
	const placeholder = usePlaceholderHold(missing);
	const blockProps = useBlockProps();
	const viewer = useViewer();
	const [reveal, setReveal] = useState(null);
	const sideMenuHidden = useSideMenuHidden(widget);
	const change = (key, value) => {
		setAttributes({ [key]: value });
		// Show what the setting changes: as someone who sees it, behind the Menu if need be.
		const field = FIELDS[key] || {};
		if (field.seenBy && !field.seenBy.includes(viewer)) {
			setViewer(field.seenBy[0]);
		}
		if (field.reveal) {
			setReveal({ key, at: Date.now() });
		}
	};
	const control = (key) => <AttributeControl key={key} name={key} spec={widgetSchema[key]} value={attributes[key]} onChange={(value) => change(key, value)} />;
	const membersOnly = MEMBERS_ONLY[widget] || '';

	return (
		<Fragment>
			<InspectorControls>
				<PanelBody title={__('Widget settings', 'yuno-widgets')}>
					{own.length ? own.map(control) : <p>{__('This widget has no settings: it adapts to the visitor and the page.', 'yuno-widgets')}</p>}
				</PanelBody>
				<PanelBody title={__('Preview', 'yuno-widgets')}>
					<ViewerControl value={viewer} onChange={setViewer} />
				</PanelBody>
			</InspectorControls>
			<div {...blockProps}>
				{placeholder.shown ? (
					<Placeholder icon={blockType.icon && blockType.icon.src} label={blockType.title}>
						<div style={{ width: '100%' }} {...placeholder.handlers}>
							{/* Not the placeholder's `instructions`: WordPress hides those in blocks under
							480 px wide (a phone, the editor's mobile preview), and this says what to do. */}
							<p className="yuno-block-prompt" style={PROMPT_STYLE}>
								{PROMPTS[widget] || DEFAULT_PROMPT}
							</p>
							{placeholder.keys.map(control)}
						</div>
					</Placeholder>
				) : (
					<Fragment>
						<PreviewCaption widget={widget} attributes={attributes} viewer={viewer} membersOnly={sideMenuHidden ? '' : membersOnly} />
						<LivePreview
							widget={widget}
							props={toProps(widgetSchema, attributes)}
							title={blockType.title}
							description={blockType.description}
							viewer={viewer}
							emptyNote={sideMenuHidden ? SIDE_MENU_HIDDEN : membersOnly}
							reveal={reveal}
							pageEvents={widget === 'side-menu' ? [['side-menu:visibility', { visible: !sideMenuHidden }]] : []}
						/>
					</Fragment>
				)}
			</div>
		</Fragment>
	);
}
