// The header search's suggestions reader: a part, fetched with the first suggestions
// someone types for. Nobody needs it before typing.
import { registerPart } from '@yuno/runtime';
import { groupsFromAnswer } from '../header/suggestions';

export { groupsFromAnswer };

registerPart('header-search', { groupsFromAnswer });
