/** A section of a policy: paragraphs, then an optional list of points. */
export interface PolicySection {
  heading: string;
  paragraphs: readonly string[];
  points?: readonly string[];
}

/** One of the shop's policy pages (spec section 9), as data rendered by the policy page. */
export interface Policy {
  title: string;
  summary: string;
  sections: readonly PolicySection[];
}

export type PolicyId = 'refund-and-returns' | 'privacy' | 'shipping' | 'terms';
