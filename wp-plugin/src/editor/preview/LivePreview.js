/**
 * The live preview of a widget in the block editor: the production bundles running in a
 * sandboxed frame inside the editor canvas (iframed or not, WordPress 6.1 and newer).
 * The frame keeps the widget's scripts, styles and any page navigation away from the
 * editor; changed settings remount the widget in place through `yuno.unmount`/`yuno.mount`.
 * The frame is inert: a click selects the block, as with any other block's preview.
 */
import { createElement, useCallback, useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { Notice, Spinner } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { editorSettings, pageConfig } from '../settings';
import { MOUNT_ID, previewDocument } from './preview-document';
import { viewerConfig } from './viewer';
import { EDITOR_TYPE } from './editor-type';

const SETTLE_MS = 300;
// Inline styles: they reach the editor canvas whether it is an iframe or not.
const STYLES = {
	loading: { display: 'flex', alignItems: 'center', gap: '8px', padding: '16px' },
	empty: { ...EDITOR_TYPE, display: 'flex', flexDirection: 'column', gap: '4px', padding: '16px', border: '1px dashed #757575', borderRadius: '2px' },
	frame: { display: 'block', width: '100%', border: 0, pointerEvents: 'none', background: 'transparent' },
	// A cut preview fades out at its lower edge, over whatever background the theme has.
	cut: { WebkitMaskImage: 'linear-gradient(#000 calc(100% - 64px), transparent)', maskImage: 'linear-gradient(#000 calc(100% - 64px), transparent)' },
	caption: { ...EDITOR_TYPE, margin: '4px 0 0', color: '#50575e' },
};
const MOUNT_TIMEOUT_MS = 15000;
// A preview taller than this is cut (a course search with its results is about 5,000 px):
// the editor sees the top of the widget, the page's next blocks stay within reach.
export const MAX_PREVIEW_HEIGHT = 960;
const REVEAL_TIMEOUT_MS = 5000;

function useDebounced(value, delay) {
	const [current, setCurrent] = useState(value);
	useEffect(() => {
		const timer = setTimeout(() => setCurrent(value), delay);
		return () => clearTimeout(timer);
	}, [value, delay]);
	return current;
}

/** The frame's window while it still shows our document (null once it navigated away). */
function previewWindow(frame) {
	try {
		const view = frame && frame.contentWindow;
		return view && view.location.href === 'about:srcdoc' ? view : null;
	} catch {
		return null;
	}
}

/** The user-info address of the editor's account, for a preview with another role. */
function userInfoUrl(config) {
	const core = window.YunoRuntime && window.YunoRuntime.core;
	try {
		return core && typeof core.routeUrl === 'function' ? core.routeUrl('userInfo', { userId: config.userId }) : '';
	} catch {
		return '';
	}
}

/**
 * Shows a setting that lives behind the widget's Menu (the header's search at narrow widths):
 * opens the menu in the preview, once the remounted widget has drawn it.
 */
function revealMenu(view, stop) {
	const started = Date.now();
	let openChecks = 0;
	const attempt = () => {
		if (stop.current || Date.now() - started > REVEAL_TIMEOUT_MS) {
			return;
		}
		const root = view.document.getElementById(MOUNT_ID);
		const toggle = root && root.shadowRoot && root.shadowRoot.querySelector('.yuno-header__toggle');
		if (toggle && toggle.offsetParent !== null) {
			if (toggle.getAttribute('aria-expanded') === 'true') {
				openChecks += 1;
			} else {
				openChecks = 0;
				toggle.click();
			}
		}
		// Open for several checks in a row: the header drawn before the remount may still be
		// replaced by the new one, whose menu starts closed.
		if (openChecks < 5) {
			view.setTimeout(attempt, 100);
		}
	};
	attempt();
}

/** Sends the preview's widgets the page's events (`[[name, detail]…]`), as other blocks would. */
function emitPageEvents(view, eventsJson) {
	const core = view && view.YunoRuntime && view.YunoRuntime.core;
	if (!core || !core.events || typeof core.events.emit !== 'function') {
		return;
	}
	JSON.parse(eventsJson).forEach(([name, detail]) => core.events.emit(name, detail));
}

/** Puts `propsJson` on the mount point and mounts it again, if it changed. */
function remount(view, propsJson) {
	const element = view && view.document.getElementById(MOUNT_ID);
	if (!view || !view.yuno || !element || element.getAttribute('data-yuno-props') === propsJson) {
		return;
	}
	view.yuno.unmount(element);
	element.setAttribute('data-yuno-props', propsJson);
	view.yuno.mount(element);
}

export default function LivePreview({ widget, props, title, description, viewer = 'self', emptyNote = '', reveal = null, pageEvents = [] }) {
	const settings = editorSettings();
	const bundleUrl = settings.widgets[widget] ? settings.widgets[widget].bundle : '';
	const propsJson = useDebounced(JSON.stringify(props), SETTLE_MS);
	const latestProps = useRef(propsJson);
	latestProps.current = propsJson;
	const eventsJson = JSON.stringify(pageEvents);
	const latestEvents = useRef(eventsJson);
	latestEvents.current = eventsJson;
	const frameRef = useRef(null);
	const watchers = useRef({ observer: null, timer: null });
	const [generation, setGeneration] = useState(0);
	const [status, setStatus] = useState('loading');
	const [height, setHeight] = useState(0);

	const frameTitle = sprintf(
		/* translators: %s: block title, such as "Yuno course search". */
		__('Preview of %s', 'yuno-widgets'),
		title
	);
	// Built once per widget, viewer and retry; later changes of the props remount in place.
	const srcDoc = useMemo(
		() => {
			const role = viewer === 'Learner' || viewer === 'Instructor' ? viewer : '';
			const config = viewerConfig(pageConfig(), viewer);
			return previewDocument({
				title: frameTitle,
				lang: document.documentElement.lang,
				widget,
				propsJson: latestProps.current,
				config,
				runtimeUrl: settings.runtimeUrl,
				kitUrl: settings.kitUrl,
				bundleUrl,
				tokensCss: settings.tokensCss,
				baseUrl: settings.siteUrl,
				role,
				userInfoUrl: role ? userInfoUrl(config) : '',
			});
		},
		// eslint-disable-next-line react-hooks/exhaustive-deps -- as said above: new props remount in place, not in a new document.
		[widget, generation, viewer]
	);
	// A new viewer is a new frame: wait for it as for the first.
	const shownViewer = useRef(viewer);
	if (shownViewer.current !== viewer) {
		shownViewer.current = viewer;
		if (status !== 'loading') {
			setStatus('loading');
		}
	}

	const stopWatching = () => {
		if (watchers.current.observer) {
			watchers.current.observer.disconnect();
		}
		clearTimeout(watchers.current.timer);
		watchers.current = { observer: null, timer: null };
	};
	const unmounted = useRef(false);
	useEffect(
		() => () => {
			unmounted.current = true;
			stopWatching();
		},
		[]
	);
	// A setting asked to be shown (`reveal`, changed with each such setting): done once the
	// preview has mounted with it, in this frame or in the next one.
	const pendingReveal = useRef(null);
	useEffect(() => {
		pendingReveal.current = reveal;
	}, [reveal]);
	const revealPending = (view) => {
		if (!pendingReveal.current || !view) {
			return;
		}
		pendingReveal.current = null;
		revealMenu(view, unmounted);
	};
	useEffect(() => {
		const view = previewWindow(frameRef.current);
		remount(view, propsJson);
		if (status === 'ready') {
			revealPending(view);
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- only new props remount; the status and the reveal are read as they are then.
	}, [propsJson]);
	useEffect(() => emitPageEvents(previewWindow(frameRef.current), eventsJson), [eventsJson]);

	const setFrame = useCallback((node) => {
		frameRef.current = node;
		// React 17 (WordPress 6.1) does not know the inert attribute: set it directly.
		if (node) {
			node.setAttribute('inert', '');
		}
	}, []);

	// Every load of the frame: our document (watch it mount and follow its height), or
	// another page the widget navigated to.
	const onLoad = () => {
		stopWatching();
		const view = previewWindow(frameRef.current);
		if (!view) {
			return setStatus('navigated');
		}
		if (!view.yuno) {
			return setStatus('error');
		}
		emitPageEvents(view, latestEvents.current);
		remount(view, latestProps.current);
		const measure = () => setHeight(Math.ceil(view.document.body.scrollHeight));
		if (view.ResizeObserver) {
			watchers.current.observer = new view.ResizeObserver(measure);
			watchers.current.observer.observe(view.document.body);
		}
		const started = Date.now();
		const check = () => {
			const element = view.document.getElementById(MOUNT_ID);
			if (element && element.hasAttribute('data-yuno-mounted')) {
				measure();
				setStatus('ready');
				revealPending(view);
			} else if (Date.now() - started > MOUNT_TIMEOUT_MS) {
				setStatus('error');
			} else {
				watchers.current.timer = setTimeout(check, 100);
			}
		};
		check();
	};

	if (!settings.runtimeUrl || !settings.kitUrl || !bundleUrl) {
		return (
			<Notice status="warning" isDismissible={false}>
				{__(
					'This widget’s script is not part of the plugin’s build, so it cannot be previewed here. The block still renders on the site once the build includes it.',
					'yuno-widgets'
				)}
			</Notice>
		);
	}

	const retry = () => {
		setStatus('loading');
		setHeight(0);
		setGeneration((n) => n + 1);
	};
	const cut = status === 'ready' && height > MAX_PREVIEW_HEIGHT;
	const frameHeight = status === 'navigated' ? 0 : Math.min(height, MAX_PREVIEW_HEIGHT);
	return (
		<div className="yuno-block-preview" data-status={status}>
			{status === 'loading' && (
				<div className="yuno-block-preview__loading" style={STYLES.loading}>
					<Spinner />
					<span>{__('Loading the preview…', 'yuno-widgets')}</span>
				</div>
			)}
			{status === 'error' && (
				<Notice status="warning" isDismissible={false} actions={[{ label: __('Try again', 'yuno-widgets'), onClick: retry }]}>
					{__('The preview could not load the widget’s scripts.', 'yuno-widgets')}
				</Notice>
			)}
			{status === 'navigated' && (
				<Notice status="info" isDismissible={false} actions={[{ label: __('Show the preview again', 'yuno-widgets'), onClick: retry }]}>
					{__(
						'The widget sent this preview to another page, as it would send a visitor with your account (for example to finish signing up).',
						'yuno-widgets'
					)}
				</Notice>
			)}
			{status === 'ready' && height < 4 && (
				<div className="yuno-block-preview__empty" style={STYLES.empty}>
					<strong>{title}</strong>
					<span>{emptyNote || `${description} ${__('It shows nothing until a visitor uses it.', 'yuno-widgets')}`}</span>
				</div>
			)}
			<iframe
				key={`${generation}-${viewer}`}
				ref={setFrame}
				onLoad={onLoad}
				className="yuno-block-preview__frame"
				title={frameTitle}
				srcDoc={srcDoc}
				sandbox="allow-scripts allow-same-origin"
				tabIndex={-1}
				style={{ ...STYLES.frame, ...(cut ? STYLES.cut : {}), height: `${frameHeight}px` }}
			/>
			{cut && (
				<p className="yuno-block-preview__cut-note" style={STYLES.caption}>
					{sprintf(
						/* translators: 1: height shown in px, 2: the widget's full height in px. */
						__('The preview shows the top %1$d px of %2$d px; the page shows all of it.', 'yuno-widgets'),
						MAX_PREVIEW_HEIGHT,
						height
					)}
				</p>
			)}
		</div>
	);
}
