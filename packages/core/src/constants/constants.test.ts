import { describe, it, expect } from 'vitest';
import {
  PAGE_SIZE,
  INSTRUCTOR_LEARNERS_TABLE,
  REQUEST_TIMEOUT_MS,
  THIRD_PARTY_POST_TIMEOUT_MS,
  TOAST_DURATION_MS,
  SUGGESTION_MIN_CHARS,
  SUGGESTION_DEBOUNCE_MS,
  TABLE_QUERY_DEBOUNCE_MS,
  TOKEN_REFRESH_THRESHOLD_MIN,
  REDIRECT_DELAY_MS,
  APP_PROMPT,
  COOKIE_LIFETIME_DAYS,
  PHONE_LENGTH,
  MOBILE_BREAKPOINT_PX,
  MODAL_WIDTH,
  NEW_CLASS_DEFAULT_OFFSET_MIN,
  INSTALLMENT_OPTIONS,
  PAGE_CHANGE_DELAY_MS,
  FIRST_CATEGORIES_SHOWN,
  SKELETON_COUNT,
  MAX_INSTRUCTOR_AVATARS,
  PAGINATION_WINDOW,
  BATCHES_RESET_LIMIT,
  PANEL_DEFAULT_LIMIT,
  INSTRUCTOR_COURSE_BATCHES_PER_PAGE,
  ENROLMENT_REQUEST_DATE_OFFSET_DAYS,
  AVAILABILITY_TABLE,
  PROGRESS_THRESHOLDS,
  API_PREFIX,
  DEFAULT_CURRENCY,
  CURRENCY_FORMAT_DEFAULTS,
  FREE_PRICE_LABEL,
  RUPEE_SYMBOL,
  PAYMENT_GATEWAY,
  ENROLMENT_PAYLOAD_DEFAULTS,
  STATUS_TAGS,
  ACCOUNT_STATUS_DEACTIVE,
  SIGNUP_PENDING,
  SEARCH_DEFAULTS,
  createDefaultSearchState,
  TIME_OF_DAY_BUCKETS,
  TIME_OF_DAY_OPTIONS,
  PERSONALISATION_FILTER_VALUE,
  CLASS_DAYS,
  CLASS_TIMES,
  COURSE_AVAILABILITY_TABS,
  ROUTES,
  SITE_PAGES,
  LOGOUT_PATHS,
  searchPath,
  coursePagePath,
  classSchedulePath,
  ERROR_MESSAGES,
  ENROLMENT_ERROR_MESSAGE,
  NOT_MAPPED_MESSAGE,
  ALREADY_ENROLLED_DIALOG,
  TOAST_MESSAGES,
  NO_BATCHES_MESSAGE,
  EMPTY_STATE_MESSAGES,
  SESSION_EXPIRED_DIALOG,
  COURSE_SEARCH_TEXT,
  COURSE_CARD_TEXT,
  COURSE_AVAILABILITY_TEXT,
  REFERRAL_TEXT,
  SIDE_MENU_HEADING,
  ACCOUNT_MENU_ITEMS,
  ACCOUNT_MENU_ACTIVE_BY_DEFAULT,
  TAB_SETS,
  SCHEDULE_NEW_CLASS_TEXT,
  LEARNER_TYPE_FILTER,
  MARKETING_CLAIMS,
  AGE_GROUPS,
  EXPLORE_MENU_GROUPS,
  CHOOSE_ACCOUNT_TITLE,
  ACCOUNT_TYPES,
  STORAGE_KEYS,
} from './index';
import { SELECT_SUBJECT_MESSAGE } from '../validation/messages';

describe('numeric constants (spec §9 of both documents)', () => {
  it('page sizes', () => {
    expect(PAGE_SIZE).toEqual({
      default: 20,
      resources: 15,
      ieltsResults: 10,
      ieltsResultsBlock: 8,
      courseBatches: 4,
      loadMore: 3,
      instructorDemoClasses: 2,
    });
    expect(INSTRUCTOR_LEARNERS_TABLE).toEqual({ perPage: 20, limit: 100 });
  });

  it('timings', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60000);
    expect(THIRD_PARTY_POST_TIMEOUT_MS).toBe(0);
    expect(TOAST_DURATION_MS).toEqual({ error: 5000, copy: 1000 });
    expect(SUGGESTION_MIN_CHARS).toBe(3);
    expect(SUGGESTION_DEBOUNCE_MS).toBe(700);
    expect(TABLE_QUERY_DEBOUNCE_MS).toBe(500);
    expect(TOKEN_REFRESH_THRESHOLD_MIN).toBe(10);
    expect(REDIRECT_DELAY_MS).toEqual({ signIn: 50, signInFirefoxPrivate: 5000, signUp: 50, loginModalModeClear: 300 });
    expect(APP_PROMPT).toEqual({ hideDays: 1, remindDays: 90 });
    expect(COOKIE_LIFETIME_DAYS).toBe(30);
    expect(PAGE_CHANGE_DELAY_MS).toBe(400);
    expect(NEW_CLASS_DEFAULT_OFFSET_MIN).toBe(5);
  });

  it('layout and lists', () => {
    expect(PHONE_LENGTH).toBe(10);
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    expect(MODAL_WIDTH).toEqual({ default: 920, invite: 500, demo: 388, session: 450, login: 360 });
    expect(INSTALLMENT_OPTIONS).toEqual([2, 3]);
    expect(FIRST_CATEGORIES_SHOWN).toBe(5);
    expect(SKELETON_COUNT).toEqual({ courseCards: 3, batchCards: 2 });
    expect(MAX_INSTRUCTOR_AVATARS).toBe(6);
    expect(PAGINATION_WINDOW).toBe(2);
    expect(BATCHES_RESET_LIMIT).toBe(4);
    expect(PANEL_DEFAULT_LIMIT).toBe(20);
    expect(INSTRUCTOR_COURSE_BATCHES_PER_PAGE).toBe(4);
    expect(ENROLMENT_REQUEST_DATE_OFFSET_DAYS).toBe(1);
    expect(AVAILABILITY_TABLE).toEqual({ perPage: 50, height: 600, scrollToRow: '06:30', scrollDelayMs: 100 });
    expect(PROGRESS_THRESHOLDS).toEqual({ orange: 30, yellow: 50, lightGreen: 70, darkGreen: 80 });
    expect(API_PREFIX).toBe('/wp-json/yuno');
  });

  it('money and statuses', () => {
    expect(DEFAULT_CURRENCY).toBe('INR');
    expect(CURRENCY_FORMAT_DEFAULTS).toEqual({
      currency: 'USD',
      locale: 'en-IN',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    expect(FREE_PRICE_LABEL).toBe('Free');
    expect(RUPEE_SYMBOL).toBe('₹');
    expect(PAYMENT_GATEWAY).toBe('razorpay');
    expect(ENROLMENT_PAYLOAD_DEFAULTS).toEqual({
      payment_gateway: 'razorpay',
      currency: 'INR',
      total_instalments: 0,
      instalment_amount: 0,
      counselor_id: 0,
    });
    expect(STATUS_TAGS).toEqual(['PAID', 'EXPIRED', 'FAILED', 'ISSUED', 'ACTIVE', 'INACTIVE']);
    expect(ACCOUNT_STATUS_DEACTIVE).toBe('de-active');
    expect(SIGNUP_PENDING).toBe('pending');
  });
});

describe('search constants', () => {
  it('defaults', () => {
    expect(SEARCH_DEFAULTS).toEqual({
      text: '',
      limit: 20,
      offset: 0,
      weekDuration: { min: 0, max: 24 },
      price: { code: 'INR', min: 0, max: 120000 },
      sliderStep: 1,
    });
    expect(createDefaultSearchState()).toEqual({
      text: '',
      week_duration: { min: 0, max: 24 },
      personalization: [],
      category: [],
      category_level_1: [],
      category_level_2: [],
      price: { code: 'INR', min: 0, max: 120000 },
      availability: [],
      academies: [],
      limit: 20,
      offset: 0,
    });
  });

  it('gives a fresh object each time', () => {
    const a = createDefaultSearchState();
    a.price.max = 1;
    a.category.push(3);
    expect(createDefaultSearchState().price.max).toBe(120000);
    expect(createDefaultSearchState().category).toEqual([]);
    expect(createDefaultSearchState({ category: [7] }).category).toEqual([7]);
  });

  it('filter vocabularies', () => {
    expect(TIME_OF_DAY_BUCKETS).toEqual(['anytime', 'morning', 'afternoon', 'evening', 'night']);
    expect(TIME_OF_DAY_OPTIONS.map((o) => o.label)).toEqual(['Any Time', 'Morning', 'Afternoon', 'Evening', 'Night']);
    expect(PERSONALISATION_FILTER_VALUE).toBe('one_to_many');
    expect(CLASS_DAYS.map((d) => d.label)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(CLASS_DAYS.filter((d) => !d.displayed).map((d) => d.label)).toEqual(['Sat']);
    expect(CLASS_TIMES.map((t) => `${t.label} ${t.range}`)).toEqual(['Morning 6-12', 'Afternoon 12-4', 'Evening 4-8', 'Night 8-11']);
    expect(CLASS_TIMES.filter((t) => !t.displayed).map((t) => t.label)).toEqual(['Afternoon']);
    expect(COURSE_AVAILABILITY_TABS).toEqual([
      { slug: '1-Many', label: 'Group Classes' },
      { slug: '1-1', label: '1-to-1 Classes' },
    ]);
  });
});

describe('routes', () => {
  it('match the spec', () => {
    expect({ ...ROUTES, ...SITE_PAGES }).toEqual({
      login: '/login/',
      signup: '/login/?type=signup',
      logout: '/logout/',
      logoutNoSlash: '/logout',
      learnerHome: '/learner',
      instructor: '/instructor',
      bookmarks: '/my-bookmarks/',
      enrolledCourses: '/learner-courses/',
      subscribedCategories: '/subscribed-categories',
      settings: '/settings/',
      search: '/search/',
      signUp: '/sign-up',
      instructorSignUp: '/instructor-sign-up',
      becomeInstructorIelts: '/ielts/become-an-instructor',
      accountDisabled: '/account-disabled',
      selectOrganization: '/select-an-organization',
      createOrganization: '/create-organization-account',
      createAcademy: '/create-academy/',
      becomeInstructor: '/become-an-instructor/',
      studyAbroad: '/for-study-abroad-and-immigration-companies/',
      blog: '/blog/',
      privacyPolicy: '/privacy-policy/',
      termsOfUse: '/terms-of-use/',
      classSchedule: '/class-schedule',
      demoClasses: '/demo-classes',
      codingForKids: '/coding-for-kids',
      englishSpeaking: '/english-speaking',
      scratchCourse: '/course/learn-to-code-with-mit-scratch',
      checkout: '/checkout/',
      earnings: '/earnings/',
      howItWorks: '/how-it-works/',
    });
    // No path is in both.
    expect(Object.keys(ROUTES).filter((key) => key in SITE_PAGES)).toEqual([]);
    expect(LOGOUT_PATHS).toEqual(['/logout/', '/logout']);
  });

  it('builds paths', () => {
    expect(searchPath({ text: 'a b', category: [1] })).toBe(`/search/?state=${encodeURIComponent('{"text":"a b","category":[1]}')}`);
    expect(JSON.parse(new URL(searchPath({ limit: 20 }), 'https://x.test').searchParams.get('state')!)).toEqual({ limit: 20 });
    expect(coursePagePath('ielts')).toBe('/ielts/courses/');
    expect(classSchedulePath()).toBe('/class-schedule');
    expect(classSchedulePath({ learnerID: 12 })).toBe('/class-schedule?learnerID=12');
    expect(classSchedulePath({ groupID: 'g1' })).toBe('/class-schedule?groupID=g1');
  });
});

describe('messages', () => {
  it('error catalogue', () => {
    expect(ERROR_MESSAGES.common).toBe('An error seems to have occurred. Please try again. ');
    expect(ENROLMENT_ERROR_MESSAGE).toBe('It seems something went wrong with our servers. Our team has been notified. Please try again later.');
    expect(SELECT_SUBJECT_MESSAGE).toBe('Please select the subject from list');
    expect(NOT_MAPPED_MESSAGE).toMatch(/does not map to any instructor/);
    expect(ALREADY_ENROLLED_DIALOG).toEqual({
      title: 'Alert',
      text: 'You have already enrolled a batch in this course',
      button: 'Ok',
    });
    expect(SESSION_EXPIRED_DIALOG).toEqual({
      title: 'Session Expired',
      message: 'Your session has been expired. Please login again to resume your session. ',
      action: 'Sign-in with Google',
    });
  });

  it('toasts', () => {
    expect(TOAST_MESSAGES).toEqual({
      copy: 'Copy to clipboard',
      classDeleted: 'Class successfully deleted',
      enrolled: 'You have successfully enrolled',
      groupCreated: 'Group successfully created',
      learnersAdded: 'Learners added successfully',
      groupTitleUpdated: 'Group title updated successfully',
    });
  });

  it('empty states', () => {
    expect(NO_BATCHES_MESSAGE).toBe("No batches are currently scheduled for this course. We'll update this section as soon as new slots become available.");
    expect(EMPTY_STATE_MESSAGES.noClassScheduled).toBe("You haven't schedule any class yet.");
    expect(EMPTY_STATE_MESSAGES.notEnrolled).toBe('Explore our course catalog');
    expect(EMPTY_STATE_MESSAGES.noClassesForLearner).toBe("Once your instructor schedules a class, it will show up here and you'll be sent a notification.");
    expect(EMPTY_STATE_MESSAGES.instructorNoAccess).toMatch(/organisation admin must allow you to teach a course/);
    expect(EMPTY_STATE_MESSAGES.instructorNoCourse).toMatch(/virtual classroom/);
  });
});

describe('interface texts', () => {
  it('course search, card and availability', () => {
    expect(COURSE_SEARCH_TEXT).toEqual({
      allCategories: 'All categories',
      viewAll: 'View all',
      showLess: 'Show less',
      resultCount: '{n} online courses available',
      filters: 'Filters',
      clearFilters: 'Clear Filters',
      applyFilters: 'Apply filters',
      searchPlaceholder: 'Search...',
    });
    expect(COURSE_CARD_TEXT.chooseInstructors).toBe('Choose from {n} instructor(s)');
    expect(COURSE_CARD_TEXT.personalisationSuffix).toBe('online classes');
    expect(COURSE_CARD_TEXT.seeAvailability).toBe('See Availability');
    expect(COURSE_CARD_TEXT.learnMore).toBe('Learn More');
    expect(COURSE_AVAILABILITY_TEXT.groupClassesTooltip).toBe("You'll be one of the maximum of {max_seats} students in the class");
    expect(COURSE_AVAILABILITY_TEXT.onlineTooltip).toBe('Live classes will happen through the Zoom app. You can attend from your laptop or mobile device');
    expect(COURSE_AVAILABILITY_TEXT.showAll).toBe('Show all {count} enrollment options');
    expect(COURSE_AVAILABILITY_TEXT.subscriptionTitle).toBe('Select course duration');
    expect(COURSE_AVAILABILITY_TEXT.inclTaxes).toBe('Incl. of all taxes');
    expect(COURSE_AVAILABILITY_TEXT.off).toBe('OFF');
    expect(COURSE_AVAILABILITY_TEXT.instructorsFound).toBe('{n} instructors found');
    expect(COURSE_AVAILABILITY_TEXT.instructorAvailability).toBe('Instructor availability of {name}');
    expect(COURSE_AVAILABILITY_TEXT.classDaysAndTime).toBe('Class Days & Time');
  });

  it('menus, tabs and filters', () => {
    expect(REFERRAL_TEXT.titleLearner).toBe('Referral');
    expect(REFERRAL_TEXT.titleInstructor).toBe('Referral Earnings');
    expect(REFERRAL_TEXT.earnings).toBe('Earnings');
    expect(REFERRAL_TEXT.howItWorks).toBe('How it works');
    expect(REFERRAL_TEXT.generateCode).toBe('Generate Code');
    expect(SIDE_MENU_HEADING).toEqual({ learner: 'Learn', other: 'Insights' });
    expect(ACCOUNT_MENU_ITEMS).toEqual(['Home', 'Bookmarks', 'Enrolled Courses', 'Subscribed Categories', 'My Profile', 'Settings', 'Switch account', 'Logout']);
    expect(ACCOUNT_MENU_ACTIVE_BY_DEFAULT).toEqual(['Settings', 'Switch account', 'Logout']);
    expect(TAB_SETS.learnerHome).toEqual(['My Schedule', 'Upcoming & Ongoing', 'Past Classes & Recordings']);
    expect(TAB_SETS.learnerCourses).toEqual(['My Courses', 'Upcoming and Ongoing', 'Past']);
    expect(TAB_SETS.instructorLearners).toEqual(['My Learners (All)', 'My Groups']);
    expect(TAB_SETS.instructorCourseBatches).toEqual(['Upcoming & Ongoing', 'Past']);
    expect(SCHEDULE_NEW_CLASS_TEXT).toBe('Schedule New Class');
    expect(LEARNER_TYPE_FILTER).toEqual({ title: 'By Learner Type', options: ['All', 'My Contacts', 'My Referrals'] });
  });
});

describe('marketing', () => {
  it('claims', () => {
    expect(MARKETING_CLAIMS.maxStudentsPerClass).toBe(5);
    expect(MARKETING_CLAIMS.englishSpeaking.intermediate).toEqual({ level: 'Intermediate', monthly: 1800, perClass: 150 });
    expect(MARKETING_CLAIMS.englishSpeaking.advanced).toEqual({ level: 'Advanced', monthly: 2900, perClass: 242 });
    expect(MARKETING_CLAIMS.kidsCoding).toEqual({
      perClass: 349,
      liveHours: 24,
      liveHoursHighlight: 21,
      classesPerWeek: 3,
      ages: { min: 7, max: 16 },
    });
  });

  it('age groups', () => {
    expect(AGE_GROUPS.map((g) => `${g.label} ${g.range}`)).toEqual(['Working Professionals 22+', 'Students 15-22', 'Kids 8-14', 'Homemakers 25-55']);
  });

  it('explore menu groups', () => {
    expect(EXPLORE_MENU_GROUPS.map((g) => g.title)).toEqual(['Test Preparation', 'Languages', 'Professional Skills', 'Learning for Kids']);
    expect(EXPLORE_MENU_GROUPS[0].items).toEqual(['IELTS', 'TOEFL', 'SAT', 'GRE', 'GMAT', 'CUET', 'NEET', 'JEE', 'PTE', 'Duolingo']);
    expect(EXPLORE_MENU_GROUPS[1].items).toEqual(['English Speaking', 'Hindi', 'French', 'German', 'Spanish', 'Italian']);
    expect(EXPLORE_MENU_GROUPS[2].items.slice(0, 5)).toEqual(['Soft Skills', 'Microsoft Excel', 'Data Science and Analytics', 'Artificial Intelligence', 'Design']);
    expect(EXPLORE_MENU_GROUPS[3].items).toEqual(['Vedic Maths', 'Coding for Kids', 'Python Programming']);
  });

  it('account types', () => {
    expect(CHOOSE_ACCOUNT_TITLE).toBe('Choose the type of account');
    expect(ACCOUNT_TYPES.map((a) => [a.title, a.href, a.landingRole])).toEqual([
      ['Academy Owners', '/create-academy/', 'org-admin'],
      ['Independent Instructors', '/become-an-instructor/', 'instructor'],
    ]);
    expect(ACCOUNT_TYPES[1].cannot).toEqual(['Publish courses', 'Create batches', 'Enrol learners', 'Collect payments']);
  });
});

describe('storage keys', () => {
  it('uses the spec key for the payment state and distinct keys elsewhere', () => {
    expect(STORAGE_KEYS.paymentState).toBe('paymentState');
    const values = Object.values(STORAGE_KEYS);
    expect(new Set(values).size).toBe(values.length);
  });
});
