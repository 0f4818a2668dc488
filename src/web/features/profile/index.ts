export { ProfilePage, PROFILE_SAVED_MESSAGE } from './pages/profile-page';
