// The item list API's bounds (docs/api.md "Items"), shared by the server's checks and the console's calls.

/** Most items one list call answers (`limit`). */
export const MAX_LIST_LIMIT = 1000;
/** Most ids one `ids=` list call may name. */
export const MAX_LIST_IDS = 200;
