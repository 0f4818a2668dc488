import type { Relation } from '../../../../domain/media-items/types';

/** The base addresses of console-config.json (`qr`), which the server sets per environment. */
export interface QrBases {
  appStoreUrl?: string;
  webAppUrl?: string;
}

export interface CampaignQrLinks {
  /** The research (mobile) app: its store page, opened on this campaign. */
  research: string | null;
  /** The camera web app: the campaign's page, which a phone camera opens. Also the copyable campaign URL. */
  web: string | null;
  /** Coupon validation, when the campaign has a coupon instrument (a `tidetail` relation). */
  validation: string | null;
}

const trimmed = (url: string | undefined) => url?.trim().replace(/\/+$/, '') || null;

function withQuery(base: string, key: string, value: string): string {
  const url = new URL(base);
  url.searchParams.set(key, value);
  return url.toString();
}

/**
 * The campaign's QR addresses (docs/product/campaigns-venues-events.md §2.3): `{appStoreUrl}?campaign={id}`,
 * `{webAppUrl}/campaign-details/{id}` and `{webAppUrl}/coupon-validation/{tidetail id}`; null where
 * the base is not configured or, for validation, no coupon exists.
 */
export function campaignQrLinks(bases: QrBases | undefined, campaignId: string, relations: readonly Relation[]): CampaignQrLinks {
  const store = trimmed(bases?.appStoreUrl);
  const web = trimmed(bases?.webAppUrl);
  const coupon = relations.find((r) => r.relation === 'tidetail');
  let research: string | null;
  try {
    research = store ? withQuery(store, 'campaign', campaignId) : null;
  } catch {
    research = null; // not an absolute URL: no code rather than a broken one
  }
  return {
    research,
    web: web ? `${web}/campaign-details/${encodeURIComponent(campaignId)}` : null,
    validation: web && coupon ? `${web}/coupon-validation/${encodeURIComponent(coupon.id)}` : null,
  };
}

/** A PNG file name for a code: `{campaign code}-{which}-qr.png`, safe on every file system. */
export const qrFileName = (code: string, which: string) => `${(code || 'campaign').replace(/[^A-Za-z0-9_-]+/g, '-')}-${which}-qr.png`;
