export { signInTenant } from './api/get-tenant';
export { lookUpAccess, lookUpProject, lookUpTenant } from './api/look-ups';
export { LandingPage } from './pages/landing-page';
