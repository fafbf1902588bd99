/** How long the owner's notes on a guest may be (the dashboard's form reads it in the browser). */
export const GUEST_NOTES_MAX = 4000;
