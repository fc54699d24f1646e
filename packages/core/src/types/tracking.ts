/** Sign-in tracking and the landing-page record kept in session storage (spec 1 §3). */

export interface SignInTrackingPayload {
  categoryURL: string;
  landing_page: { url: string; title: string };
  productCode: string;
  leadStatus: string;
  utmSource: string;
  utmCampaign: string;
  utmMedium: string;
  utmTerm: string;
  adGroupID: string;
  adContent: string;
  gclid: string;
  content: { type: string; id: number | string };
  mobile: string;
}

export interface LandingPageRecord {
  url: string;
  pageTitle: string;
  category: string;
  urlParams: Record<string, string>;
  crmMeta: Record<string, unknown>;
  /** Set by the choose-account-type dialog for a logged-out user: org-admin or instructor. */
  role?: string;
}

export interface Country {
  name: string;
  /** Two-letter code. */
  code: string;
}
