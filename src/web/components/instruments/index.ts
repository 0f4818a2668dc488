export { CouponsSection } from './coupons-section';
export { TicketsSection } from './tickets-section';
