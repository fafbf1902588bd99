/** Dutch interface texts of the admin area (the reference language for this section). */
export const nl = {};
