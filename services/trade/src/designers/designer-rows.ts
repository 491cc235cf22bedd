import type { Designer, DesignerStatus } from '@shop/contracts';
import type { TierDiscounts } from './tier-discounts';

/** A designers row as the queries read it (never with the password hash). */
export interface DesignerRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  email_verified: boolean;
  company_name: string;
  phone: string;
  website: string | null;
  address: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
  bio: string | null;
  portfolio: string;
  gstin: string | null;
  approval_status: DesignerStatus;
  discount_tier: 1 | 2 | 3;
  review_note: string | null;
  projects_completed: number;
  /** bigint: Postgres answers text. */
  total_revenue_paise: string;
  session_version: number;
  last_login_at: Date | null;
  version: number;
  created_at: Date;
}

export const DESIGNER_COLUMNS = `d.id, d.first_name, d.last_name, d.email, d.email_verified, d.company_name, d.phone, d.website, d.address, d.city,
  d.state, d.pincode, d.country, d.bio, d.portfolio, d.gstin, d.approval_status, d.discount_tier, d.review_note, d.projects_completed,
  d.total_revenue_paise, d.session_version, d.last_login_at, d.version, d.created_at`;

export const designerName = (row: Pick<DesignerRow, 'first_name' | 'last_name'>) => `${row.first_name} ${row.last_name}`;

export function toDesigner(row: DesignerRow, tiers: TierDiscounts): Designer {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    emailVerified: row.email_verified,
    companyName: row.company_name,
    phone: row.phone,
    website: row.website,
    address: row.address,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    country: row.country,
    bio: row.bio,
    portfolio: row.portfolio,
    gstin: row.gstin,
    approvalStatus: row.approval_status,
    discountTier: row.discount_tier,
    discountPercent: tiers[row.discount_tier],
    reviewNote: row.review_note,
    projectsCompleted: row.projects_completed,
    totalRevenue: Number(row.total_revenue_paise),
    createdAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    version: row.version,
  };
}
