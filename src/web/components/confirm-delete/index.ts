export { confirmDelete, DECLINED_DELETE_ALERT, showAlert } from './confirm-delete';
