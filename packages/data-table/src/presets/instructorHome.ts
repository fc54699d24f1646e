/** The instructor's home page (spec 1 "Tab sets and filters"), with Schedule New Class. */
import { TAB_SETS } from '@yuno/core';
import type { TableConfig } from '../config/types';
import { classesView } from './classViews';

const [instructorUpcoming, instructorPast] = TAB_SETS.instructorHome;

export const instructorHome: TableConfig = {
  id: 'instructor-home',
  title: 'My classes',
  tabs: [
    { id: 'upcoming', label: instructorUpcoming, view: classesView(instructorUpcoming, 'upcoming', 'instructor') },
    { id: 'past', label: instructorPast, view: classesView(instructorPast, 'past', 'instructor') },
  ],
};
