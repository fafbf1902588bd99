/** How many days an admin may add to a subscription's period at once; free of the database, so the form reads it too. */
export const EXTEND_DAYS = { min: 1, max: 365 } as const;
