/** The "Book a Demo Class" form: its own script in the browser bundles (a part), a plain module elsewhere. */
export const loadBookDemo = () => import('../parts/header-book-demo');
