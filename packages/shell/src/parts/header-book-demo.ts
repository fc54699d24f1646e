// The "Book a Demo Class" form: a part, fetched the first time someone opens it.
import { registerPart } from '@yuno/runtime';
import { BookDemoForm } from '../header/BookDemoForm';

export { BookDemoForm };

registerPart('header-book-demo', { BookDemoForm });
