/** The mock API as tests reach it: msw answering on an absolute base. */
import { setupServer } from 'msw/node';
import { handlers } from '@yuno/mock-api';

/** Absolute: Node's fetch cannot resolve a relative URL the way a page does. */
export const TEST_API_BASE = 'http://localhost/wp-json/yuno';

export const mockServer = setupServer(...handlers);
