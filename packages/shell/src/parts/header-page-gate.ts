// The page gate's closed states ('not authorized', data not found): a part, fetched when the
// gate closes. An open page never loads it.
import { registerPart } from '@yuno/runtime';
import { GateMessage } from '../page-gate/GateMessage';

export { GateMessage };

registerPart('header-page-gate', { GateMessage });
