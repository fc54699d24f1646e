/**
 * "Yuno shortcodes" in the page's settings sidebar: each Yuno shortcode of the page that has
 * a problem (an unknown name or attribute, a value that does not fit, a required one missing),
 * with what it probably meant, before the page is published. While there are problems, a
 * notice above the canvas says so and opens the panel.
 */
import { createElement, useEffect, useRef } from '@wordpress/element';
import { dispatch, select } from '@wordpress/data';
import { Notice } from '@wordpress/components';
import domReady from '@wordpress/dom-ready';
import { registerPlugin } from '@wordpress/plugins';
import { __, _n, sprintf } from '@wordpress/i18n';
import { useShortcodeCheck } from './use-shortcode-check';

const PLUGIN = 'yuno-shortcode-check';
const PANEL = `${PLUGIN}/${PLUGIN}`;
const NOTICE_ID = 'yuno-shortcode-check';

/** Opens the document sidebar at the panel (WordPress 6.1 to 6.5 keep both in core/edit-post). */
function showPanel() {
	try {
		// The notes belong to the page. A sidebar that opens while a block is selected switches
		// itself to the Block tab, where the panel is not: the selection goes first.
		dispatch('core/block-editor').clearSelectedBlock();
		dispatch('core/edit-post').openGeneralSidebar('edit-post/document');
		if (!select('core/edit-post').isEditorPanelOpened(PANEL)) {
			dispatch('core/edit-post').toggleEditorPanelOpened(PANEL);
		}
	} catch {
		// Another editor screen: the notice's text still says where to look.
	}
}

function useProblemNotice(notes) {
	const shown = useRef('');
	useEffect(() => {
		const key = JSON.stringify(notes);
		if (key === shown.current) {
			return;
		}
		shown.current = key;
		const notices = dispatch('core/notices');
		if (!notes.length) {
			notices.removeNotice(NOTICE_ID);
			return;
		}
		notices.createNotice(
			'warning',
			sprintf(
				/* translators: %d: number of shortcodes with problems. */
				_n(
					'%d Yuno shortcode on this page has a problem: visitors would not get the widget as you meant it.',
					'%d Yuno shortcodes on this page have problems: visitors would not get the widgets as you meant them.',
					notes.length,
					'yuno-widgets'
				),
				notes.length
			),
			{ id: NOTICE_ID, isDismissible: true, actions: [{ label: __('Show the notes', 'yuno-widgets'), onClick: showPanel }] }
		);
	}, [notes]);
}

function Notes({ check }) {
	if (check.status === 'error') {
		return (
			<Notice status="warning" isDismissible={false}>
				{sprintf(
					/* translators: %s: the server's error message. */
					__('The shortcodes could not be checked: %s', 'yuno-widgets'),
					check.message
				)}
			</Notice>
		);
	}
	if (!check.notes.length) {
		return <p>{__('No Yuno shortcode on this page has a problem.', 'yuno-widgets')}</p>;
	}
	return check.notes.map((note, index) => (
		<div key={index} className="yuno-shortcode-check__note" style={{ marginBottom: '16px' }}>
			<code style={{ display: 'block', overflowWrap: 'anywhere' }}>{note.shortcode}</code>
			<ul style={{ listStyle: 'disc', margin: '8px 0 0 20px' }}>
				{note.problems.map((problem) => (
					<li key={problem}>{problem}</li>
				))}
			</ul>
		</div>
	));
}

function ShortcodeCheck() {
	const Panel = window.wp && window.wp.editPost && window.wp.editPost.PluginDocumentSettingPanel;
	const check = useShortcodeCheck();
	useProblemNotice(check.notes);
	if (!Panel) {
		return null;
	}
	return (
		<Panel name={PLUGIN} title={__('Yuno shortcodes', 'yuno-widgets')} className="yuno-shortcode-check">
			<Notes check={check} />
		</Panel>
	);
}

// The post editor only (other editor screens have no page content), known once every script
// of the screen has loaded.
domReady(() => {
	if (window.wp && window.wp.editPost) {
		registerPlugin(PLUGIN, { render: ShortcodeCheck });
	}
});
