export type {
  Role,
  Organization,
  UserCurrentState,
  UserInfo,
  SwitchOrganizationPayload,
  TokenExpiryPayload,
  TokenExpiry,
  TokenRefreshPayload,
  TokenRefresh,
} from './user';
export type { MenuItemType, MenuItem, SidebarSubItem, SidebarItem, SidebarSection } from './menu';
export type {
  CourseSuggestion,
  CategorySuggestion,
  SubCategorySuggestion,
  SearchSuggestions,
  Range,
  PriceRange,
  SearchState,
  FilterRequest,
  FilterItem,
  FilterControlType,
  FilterDefinition,
} from './search';
export type { CourseCardPersonalization, CourseCardInstructor, CourseCardData, MappedInstructor, CourseEconomics, Course, CourseDetail } from './course';
export type { ClassDay, SubscriptionOption, BatchInstructor, Batch, BatchesRequest, BatchesResponseMeta } from './batch';
export type {
  EnrolmentStatus,
  AvailabilityColumn,
  AvailabilityCell,
  AvailabilityRow,
  AvailabilityGrid,
  EnrolmentType,
  PaymentGateway,
  PaymentMode,
  EnrolmentPayload,
  PaymentState,
  PaymentLinkForm,
  PaymentLinkPayload,
  PaymentLinkUpdatePayload,
} from './enrolment';
export type {
  ClassSchedulePayload,
  NewClassTitlePayload,
  DemoClassEnrolPayload,
  GroupUser,
  Group,
  CreateGroupPayload,
  AddGroupLearnersPayload,
  UpdateGroupTitlePayload,
} from './classes';
export type { InstructorDetails, InstructorAboutPayload, ZoomParticipantPayload } from './instructor';
export type { Referral, InviteLink, GenerateReferralPayload, Referrer, ReferralRow } from './referral';
export type { ApiEnvelope, ListModule } from './api';
export type { SignInTrackingPayload, LandingPageRecord, Country } from './tracking';
