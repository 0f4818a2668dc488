export { BannerImage } from './banner-image';
