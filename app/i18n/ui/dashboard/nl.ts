/** Dutch interface texts of the dashboard area (the reference language for this section). */
export const nl = {};
