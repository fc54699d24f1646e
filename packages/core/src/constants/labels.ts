/**
 * Interface texts the spec quotes (spec 1 §2, spec 2 §2). `{name}` placeholders are filled
 * with `interpolate` from format/.
 */

export const COURSE_SEARCH_TEXT = {
  allCategories: 'All categories',
  viewAll: 'View all',
  showLess: 'Show less',
  resultCount: '{n} online courses available',
  filters: 'Filters',
  clearFilters: 'Clear Filters',
  applyFilters: 'Apply filters',
  searchPlaceholder: 'Search...',
} as const;

export const COURSE_CARD_TEXT = {
  online: 'Online',
  seeAvailability: 'See Availability',
  learnMore: 'Learn More',
  chooseInstructors: 'Choose from {n} instructor(s)',
  personalisationSuffix: 'online classes',
} as const;

export const COURSE_AVAILABILITY_TEXT = {
  groupClassesTooltipTitle: 'Group classes',
  groupClassesTooltip: "You'll be one of the maximum of {max_seats} students in the class",
  onlineTooltipTitle: 'Online',
  onlineTooltip: 'Live classes will happen through the Zoom app. You can attend from your laptop or mobile device',
  enroll: 'Enroll',
  showAll: 'Show all {count} enrollment options',
  subscriptionTitle: 'Select course duration',
  inclTaxes: 'Incl. of all taxes',
  off: 'OFF',
  select: 'Select',
  instructorsFound: '{n} instructors found',
  seeAvailability: 'See Availability',
  instructorAvailability: 'Instructor availability of {name}',
  classDaysAndTime: 'Class Days & Time',
} as const;

export const PAGINATION_TEXT = { first: 'First', last: 'Last' } as const;

export const REFERRAL_TEXT = {
  titleLearner: 'Referral',
  titleInstructor: 'Referral Earnings',
  copy: 'Copy',
  earnings: 'Earnings',
  howItWorks: 'How it works',
  generateCode: 'Generate Code',
} as const;

export const SIDE_MENU_HEADING = { learner: 'Learn', other: 'Insights' } as const;

/** Account dropdown items, in order; only three are active by default. */
export const ACCOUNT_MENU_ITEMS = ['Home', 'Bookmarks', 'Enrolled Courses', 'Subscribed Categories', 'My Profile', 'Settings', 'Switch account', 'Logout'] as const;
export const ACCOUNT_MENU_ACTIVE_BY_DEFAULT: readonly string[] = ['Settings', 'Switch account', 'Logout'];
/** Shown beside an inactive account item, so it reads as unavailable in words, not only in grey. */
export const ACCOUNT_MENU_INACTIVE_NOTE = 'Not available';

export const TAB_SETS = {
  learnerHome: ['My Schedule', 'Upcoming & Ongoing', 'Past Classes & Recordings'],
  /** The same two class tabs plus the schedule action. */
  instructorHome: ['Upcoming & Ongoing', 'Past Classes & Recordings'],
  learnerCourses: ['My Courses', 'Upcoming and Ongoing', 'Past'],
  instructorLearners: ['My Learners (All)', 'My Groups'],
  instructorCourseBatches: ['Upcoming & Ongoing', 'Past'],
} as const;

export const SCHEDULE_NEW_CLASS_TEXT = 'Schedule New Class';

export const LEARNER_TYPE_FILTER = {
  title: 'By Learner Type',
  options: ['All', 'My Contacts', 'My Referrals'],
} as const;

export const BOOK_A_DEMO_TEXT = 'Book a Demo Class';
