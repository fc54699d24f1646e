/** Marketing content and the account-type chooser (spec 1 §2, §9; spec 2 §9). */

export const MARKETING_CLAIMS = {
  maxStudentsPerClass: 5,
  englishSpeaking: {
    intermediate: { level: 'Intermediate', monthly: 1800, perClass: 150 },
    advanced: { level: 'Advanced', monthly: 2900, perClass: 242 },
  },
  kidsCoding: {
    perClass: 349,
    liveHours: 24,
    /** One highlight says 21; kept so both can be rendered as written. */
    liveHoursHighlight: 21,
    classesPerWeek: 3,
    ages: { min: 7, max: 16 },
  },
} as const;

export interface AgeGroup {
  label: string;
  range: string;
  min: number;
  /** null: no upper bound. */
  max: number | null;
}

export const AGE_GROUPS: readonly AgeGroup[] = [
  { label: 'Working Professionals', range: '22+', min: 22, max: null },
  { label: 'Students', range: '15-22', min: 15, max: 22 },
  { label: 'Kids', range: '8-14', min: 8, max: 14 },
  { label: 'Homemakers', range: '25-55', min: 25, max: 55 },
];

export interface ExploreMenuGroup {
  title: string;
  items: readonly string[];
}

export const EXPLORE_MENU_GROUPS: readonly ExploreMenuGroup[] = [
  {
    title: 'Test Preparation',
    items: ['IELTS', 'TOEFL', 'SAT', 'GRE', 'GMAT', 'CUET', 'NEET', 'JEE', 'PTE', 'Duolingo'],
  },
  { title: 'Languages', items: ['English Speaking', 'Hindi', 'French', 'German', 'Spanish', 'Italian'] },
  {
    title: 'Professional Skills',
    // The spec names a finance-expert course set without a title.
    items: ['Soft Skills', 'Microsoft Excel', 'Data Science and Analytics', 'Artificial Intelligence', 'Design', 'Finance Expert'],
  },
  { title: 'Learning for Kids', items: ['Vedic Maths', 'Coding for Kids', 'Python Programming'] },
];

export interface AccountType {
  title: string;
  /** What the account can do, as the spec lists it. */
  can: readonly string[];
  cannot: readonly string[];
  href: string;
  /** Stored in the landing-page record for a logged-out user. */
  landingRole: 'org-admin' | 'instructor';
}

export const CHOOSE_ACCOUNT_TITLE = 'Choose the type of account';

export const ACCOUNT_TYPES: readonly AccountType[] = [
  {
    title: 'Academy Owners',
    can: [
      'Create and share study material and practice tests',
      'Publish courses and batches',
      'Invite instructors',
      'Collect reviews',
      'Enrol learners',
      'Collect payments',
    ],
    cannot: [],
    href: '/create-academy/',
    landingRole: 'org-admin',
  },
  {
    title: 'Independent Instructors',
    can: ['Create and share study material', 'Teach only as an instructor of an academy'],
    cannot: ['Publish courses', 'Create batches', 'Enrol learners', 'Collect payments'],
    href: '/become-an-instructor/',
    landingRole: 'instructor',
  },
];
