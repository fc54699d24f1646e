/**
 * "Book a Demo Class" (388 px), opened from the header's menu. The dialog opens at once; the
 * form inside is a part fetched on the first open (a busy indicator shows meanwhile), and the
 * categories are asked for at the same moment rather than after it. If the part cannot be
 * fetched the person is told and the dialog closes, so the button can be pressed again.
 */
import { BOOK_A_DEMO_TEXT } from '@yuno/core';
import { Dialog } from '@yuno/ui';
import { lazyComponent, useApi } from '@yuno/runtime';
import type { BookDemoFormProps } from '../book-demo/BookDemoForm';
import { loadBookDemo } from '../book-demo/loadBookDemo';

const BookDemoForm = lazyComponent<BookDemoFormProps>(
  () => loadBookDemo().then((part) => part.BookDemoForm),
  (props) => props.onClose(),
);

export function BookDemoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  useApi(open ? ['categories'] : null);
  return (
    <Dialog open={open} onClose={onClose} title={BOOK_A_DEMO_TEXT} width={388}>
      <BookDemoForm onClose={onClose} />
    </Dialog>
  );
}
