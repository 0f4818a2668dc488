export { CouponsSection } from './coupons-section';
