/** The question asked before a page with unsaved changes is left (ours; docs/decisions/0025-record-page-behaviour.md). */
export const LEAVE_TITLE = 'Leave this page?';
export const LEAVE_TEXT = 'Your changes have not been saved. They are lost if you leave this page.';
