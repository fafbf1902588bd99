/** Dutch interface texts of the onboarding area (the reference language for this section). */
export const nl = {};
