// The table's dialogs (a group's forms, deleting a class): a part, fetched the first time one opens.
import { registerPart } from '@yuno/runtime';
import { GroupDialog } from '../groups/GroupDialog';
import { DeleteClassDialog } from '../classes/DeleteClassDialog';

export { GroupDialog, DeleteClassDialog };

registerPart('data-table-dialogs', { GroupDialog, DeleteClassDialog });
