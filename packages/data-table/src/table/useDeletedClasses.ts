/**
 * A class deleted in one table leaves every table of the page that lists classes (the
 * instructor's home and upcoming classes can show the same one), through the page's event bus.
 */
import { useEffect, useRef } from 'react';
import { events } from '@yuno/core';
import type { ViewConfig } from '../config/types';

// Until core's event list names it (see the package README).
declare module '@yuno/core' {
  interface YunoEvents {
    /** A class was deleted; its id as the rows carry it. */
    'class:deleted': { classId: string };
  }
}

/** Says that a class was deleted. */
export const announceDeleted = (classId: string) => events.emit('class:deleted', { classId });

/** For a 'class' view: `drop` is called with the id of each class deleted on the page. */
export function useDeletedClasses(view: ViewConfig, drop: (classId: string) => void) {
  const latest = useRef(drop);
  latest.current = drop;
  const listens = view.entity === 'class';
  useEffect(() => (listens ? events.on('class:deleted', ({ classId }) => latest.current(classId)) : undefined), [listens]);
}
