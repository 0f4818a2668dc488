export { getPublicTenant, getTenant } from './api/get-tenant';
export { getProject } from './api/get-project';
export { getAccessResource } from './api/get-access-resource';
export { LandingPage } from './pages/landing-page';
