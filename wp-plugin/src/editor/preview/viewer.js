/**
 * Whom the previews show the page to: the editor themselves (their own account), a visitor
 * (not signed in), or a learner or an instructor. One choice for every Yuno block of the
 * editor, kept for the session, so the page's header and side menu preview as the same person.
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

export const VIEWERS = {
	self: __('Yourself (your own account)', 'yuno-widgets'),
	visitor: __('A visitor (not signed in)', 'yuno-widgets'),
	Learner: __('A learner', 'yuno-widgets'),
	Instructor: __('An instructor', 'yuno-widgets'),
};

const STORAGE_KEY = 'yuno-widgets-preview-viewer';
const listeners = new Set();
let current = readStored();

function readStored() {
	try {
		const stored = window.sessionStorage.getItem(STORAGE_KEY);
		return stored && VIEWERS[stored] ? stored : 'self';
	} catch {
		return 'self';
	}
}

export function getViewer() {
	return current;
}

export function setViewer(viewer) {
	if (!VIEWERS[viewer] || viewer === current) {
		return;
	}
	current = viewer;
	try {
		window.sessionStorage.setItem(STORAGE_KEY, viewer);
	} catch {
		// Private mode: the choice lasts until the editor is reloaded.
	}
	listeners.forEach((listener) => listener(viewer));
}

/** The viewer, re-rendering when any block changes it. */
export function useViewer() {
	const [viewer, setState] = useState(current);
	useEffect(() => {
		listeners.add(setState);
		setState(current);
		return () => listeners.delete(setState);
	}, []);
	return viewer;
}

/** Whether the editor's own page config is signed in to the marketplace API. */
export const signedIn = (config) => Number(config.userId) > 0 && typeof config.token === 'string';

/**
 * The page config a preview runs with for this viewer. A visitor gets no user; a role keeps
 * the editor's account (its requests are the editor's) and drops the preloaded answers, so the
 * user's info is fetched and can be shown with that role (see roleScript()).
 */
export function viewerConfig(config, viewer) {
	if (viewer === 'visitor') {
		const { preload, ...rest } = config;
		return { ...rest, userId: 0, token: '' };
	}
	if (viewer === 'Learner' || viewer === 'Instructor') {
		const { preload, ...rest } = config;
		return rest;
	}
	return config;
}
