// The "Book a Demo Class" form: a part, fetched the first time someone opens it.
import { registerPart } from '@yuno/runtime';
import { BookDemoForm } from '../book-demo/BookDemoForm';

export { BookDemoForm };

registerPart('header-book-demo', { BookDemoForm });
