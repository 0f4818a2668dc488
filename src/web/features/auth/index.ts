export { SignInPage, type SignInPageData } from './pages/sign-in-page';
export { signIn, notAuthorizedMessage } from './api/sign-in';
