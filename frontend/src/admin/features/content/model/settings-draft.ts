import type { ApiSiteSettings } from '@shop/contracts';

/** The settings form as typed: every field text; an address or GST block left empty is "not set". */
export interface SettingsDraft {
  shopName: string;
  email: string;
  phone: string;
  socialLink: string;
  addressLine: string;
  city: string;
  state: string;
  pincode: string;
  legalName: string;
  gstin: string;
}

export function settingsDraftOf(settings: ApiSiteSettings): SettingsDraft {
  return {
    shopName: settings.shopName,
    email: settings.contact.email,
    phone: settings.contact.phone,
    socialLink: settings.socialLink ?? '',
    addressLine: settings.address?.line ?? '',
    city: settings.address?.city ?? '',
    state: settings.address?.state ?? '',
    pincode: settings.address?.pincode ?? '',
    legalName: settings.gst?.legalName ?? '',
    gstin: settings.gst?.gstin ?? '',
  };
}

const blank = (...values: string[]) => values.every((value) => value.trim() === '');

/**
 * What the form saves. A block with any field filled is sent whole, so the server names the
 * missing ones; an empty block is null (not set yet).
 */
export function settingsOf(draft: SettingsDraft): ApiSiteSettings {
  return {
    shopName: draft.shopName.trim(),
    contact: { email: draft.email.trim(), phone: draft.phone.trim() },
    socialLink: draft.socialLink.trim() || null,
    address: blank(draft.addressLine, draft.city, draft.state, draft.pincode)
      ? null
      : { line: draft.addressLine.trim(), city: draft.city.trim(), state: draft.state.trim(), pincode: draft.pincode.trim() },
    gst: blank(draft.legalName, draft.gstin) ? null : { legalName: draft.legalName.trim(), gstin: draft.gstin.trim().toUpperCase() },
  };
}
