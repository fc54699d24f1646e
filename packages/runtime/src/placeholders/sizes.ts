/**
 * The one source of the boxes that mount points reserve before their bundles run. The build
 * turns it into `yuno-placeholders.css`, which the demo and the WordPress plugin both print;
 * each mount point holds `<div class="yuno-placeholder yuno-placeholder--NAME[ …--NAME-VARIANT]">`
 * (see placeholderMarkup.ts). The runtime keeps the reserved box until the widget fills it.
 *
 * Heights are the widgets' own heights (px) as they first paint with the page's preloaded
 * answers (a search: its filters and three skeleton cards), measured in Chromium with the
 * widgets' default tokens. Each step holds from the width (px) of the host given, upwards;
 * a widget that follows the window instead (the side menu's drawer) says so with `by`.
 * When a widget changes its layout, measure it again and change the numbers here only.
 */
import type { PageFact } from './pageFacts';

export type PlaceholderLook = 'card' | 'bar' | 'column';

type Heights = ReadonlyArray<readonly [number, number]>;

export interface PlaceholderSize {
  /** [from width, height] in px, widths rising; the first step starts at 0. */
  heights: Heights;
  /**
   * The heights instead on a page whose root carries a fact's class (see pageFacts.ts), in
   * the order given: a later fact wins.
   */
  on?: Partial<Record<PageFact, Heights>>;
  /** Whose width the steps read: the host's (a container query, the default) or the window's. */
  by?: 'host' | 'window';
  /** A fixed width from a step's width up (a column beside the page), as [from width, width]. */
  width?: readonly [number, number];
  /** What the placeholder looks like: a card with text lines (default), a full-width bar, a column. */
  look?: PlaceholderLook;
}

/**
 * By widget name, then `NAME-VARIANT` for what the page knows (who is signed in, the
 * notification setting, a table's preset). A variant's rules follow its widget's, so a
 * mount point that carries both classes gets the variant.
 */
export const PLACEHOLDER_SIZES = {
  // Signed in: the bar alone.
  header: { heights: [[0, 65]], look: 'bar' },
  // An instructor's bar holds their tools from 1260 px.
  'header-instructor': {
    heights: [
      [0, 65],
      [1260, 71],
    ],
    look: 'bar',
  },
  // A visitor's bar wraps to two rows below 354 px. On Android it also holds Get the app (two
  // rows below 468 px, and from 1260 px where the search joins it), under the app prompt.
  'header-public': {
    heights: [
      [0, 97],
      [354, 65],
    ],
    on: {
      android: [
        [0, 97],
        [468, 65],
        [1260, 105],
        [1366, 65],
      ],
      'app-prompt': [
        [0, 177],
        [276, 156],
        [390, 146],
        [468, 114],
        [1260, 154],
        [1366, 114],
      ],
    },
    look: 'bar',
  },
  // A visitor's bar under the notification bar (one sentence: three lines below 316 px, two below 542 px).
  'header-notice': {
    heights: [
      [0, 176],
      [316, 155],
      [354, 123],
      [542, 113],
    ],
    on: {
      android: [
        [0, 176],
        [316, 155],
        [468, 123],
        [542, 113],
        [1260, 153],
        [1366, 113],
      ],
      'app-prompt': [
        [0, 256],
        [276, 235],
        [316, 214],
        [390, 204],
        [468, 172],
        [542, 162],
        [1260, 202],
        [1366, 162],
      ],
    },
    look: 'bar',
  },
  // The named bar above the page on a phone; the column beside it from 769 px (the drawer's breakpoint).
  'side-menu': {
    heights: [
      [0, 57],
      [769, 0],
    ],
    by: 'window',
    width: [769, 248],
    look: 'column',
  },
  footer: {
    heights: [
      [0, 610],
      [416, 466],
      [496, 445],
      [620, 359],
      [740, 338],
      [772, 305],
    ],
    look: 'bar',
  },
  // Filters above three skeleton cards; the results that follow grow below them.
  'course-search': {
    heights: [
      [0, 1168],
      [528, 792],
      [772, 1152],
      [832, 914],
    ],
  },
  'course-card': {
    heights: [
      [0, 419],
      [300, 396.5],
      [412, 367.5],
    ],
  },
  'course-availability': {
    heights: [
      [0, 1334],
      [272, 1206],
      [280, 1193],
      [384, 1137],
      [392, 1081],
      [604, 797],
    ],
  },
  'referral-menu': {
    heights: [
      [0, 191.5],
      [300, 199.5],
      [304, 191.5],
    ],
  },
  // An instructor's card also offers the invite link.
  'referral-menu-instructor': {
    heights: [
      [0, 218.5],
      [300, 226.5],
      [304, 218.5],
    ],
  },
  // Tables: a preset's first page with the few rows a person usually has; more rows grow below.
  // Below 560 px a row is a card of its own, so a table is much taller there.
  'data-table': {
    heights: [
      [0, 1089],
      [340, 897],
      [372, 813],
      [560, 434],
    ],
  },
  'data-table-learner-home': {
    heights: [
      [0, 1089],
      [276, 1069],
      [280, 1045],
      [308, 1035],
      [312, 1025],
      [328, 983],
      [336, 918],
      [340, 897],
      [372, 813],
      [560, 415],
      [704, 394],
      [772, 434],
      [932, 418],
    ],
  },
  'data-table-learner-courses': {
    heights: [
      [0, 1229],
      [276, 1209],
      [284, 1151],
      [288, 1097],
      [296, 1073],
      [320, 1049],
      [416, 1005],
      [560, 457],
      [768, 436],
      [944, 426],
      [976, 418],
    ],
  },
  'data-table-learner-classes': {
    heights: [
      [0, 1772],
      [172, 1709],
      [176, 1601],
      [180, 1580],
      [184, 1517],
      [196, 1452],
      [200, 1179],
      [208, 1137],
      [212, 945],
      [216, 924],
      [220, 903],
      [240, 861],
      [244, 809],
      [256, 788],
      [260, 764],
      [272, 754],
      [276, 744],
      [308, 720],
      [340, 678],
      [341, 654],
      [344, 633],
      [560, 372],
      [620, 351],
      [652, 330],
      [736, 322],
      [772, 354],
    ],
  },
  'data-table-instructor-home': {
    heights: [
      [0, 1466],
      [272, 1445],
      [276, 1424],
      [280, 1400],
      [300, 1379],
      [316, 1327],
      [320, 1285],
      [328, 1264],
      [336, 1201],
      [340, 1159],
      [360, 1117],
      [396, 1096],
      [404, 1075],
      [444, 1031],
      [560, 554],
      [660, 533],
      [696, 512],
      [756, 491],
      [772, 568],
      [808, 547],
      [868, 505],
      [904, 484],
    ],
  },
  'data-table-instructor-learners': {
    heights: [
      [0, 4909],
      [232, 4888],
      [240, 4489],
      [272, 4426],
      [276, 4363],
      [288, 4319],
      [300, 4256],
      [312, 4208],
      [320, 4124],
      [360, 3977],
      [372, 3914],
      [396, 3851],
      [404, 3788],
      [408, 3759],
      [560, 1560],
      [624, 1549],
      [636, 1540],
      [676, 1522],
      [680, 1506],
      [692, 1494],
      [772, 1527],
    ],
  },
  // One class as a card (its detail page), with the class id in the address.
  'data-table-class-detail': {
    heights: [
      [0, 427],
      [188, 335],
      [236, 325],
      [260, 315],
      [316, 288],
      [416, 223],
      [620, 158],
    ],
  },
  'data-table-upcoming-classes': {
    heights: [
      [0, 1346],
      [272, 1325],
      [276, 1304],
      [300, 1283],
      [316, 1231],
      [320, 1210],
      [328, 1189],
      [336, 1147],
      [340, 1105],
      [360, 1063],
      [396, 1042],
      [404, 1021],
      [560, 417],
      [772, 444],
      [904, 434],
      [960, 414],
    ],
  },
} as const satisfies Record<string, PlaceholderSize>;

export type PlaceholderKey = keyof typeof PLACEHOLDER_SIZES;
