/**
 * The dialogs a view opens, loaded on first use: most visits to a table never open one, so
 * their code stays out of the table's bundle. If they cannot be loaded, the person is told
 * and the dialog is closed, so the table stays usable.
 */
import { lazyComponent } from '@yuno/runtime';
import type { GroupDialogProps } from '../groups/GroupDialog';
import type { DeleteClassDialogProps } from '../classes/DeleteClassDialog';

const dialogs = () => import('../parts/data-table-dialogs');
const close = (props: { onClose: () => void }) => props.onClose();

export const GroupDialog = lazyComponent<GroupDialogProps>(() => dialogs().then((part) => part.GroupDialog), close);
export const DeleteClassDialog = lazyComponent<DeleteClassDialogProps>(() => dialogs().then((part) => part.DeleteClassDialog), close);
