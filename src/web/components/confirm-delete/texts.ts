/** Spec 01 §5, spec 02 §8, spec 03 §8: the alert shown when a delete's confirmation is declined. */
export const DECLINED_DELETE_ALERT = 'coward';
