/** Dutch texts of the dashboard's visitor statistics (the reference language). */
export const nl = {
  title: "Bezoekers",
};
