import { lazyComponent } from '../../lib/lazy-component';

// A campaign's coupons and an event's tickets render below the record's form, each from a chunk of its own: their
// editors, the coupon policy's schema and zod come after the page has painted (docs/performance.md "First load").
export const CouponsSection = lazyComponent('CouponsSection', () => import('./coupons-section').then((m) => m.CouponsSection));
export const TicketsSection = lazyComponent('TicketsSection', () => import('./tickets-section').then((m) => m.TicketsSection));
