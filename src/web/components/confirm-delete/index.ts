export { confirmAction, confirmDelete, showAlert } from './confirm-delete';
export { DECLINED_DELETE_ALERT } from './texts';
