/** The URL of the booking widget's script (vite.config.ts bookingScript, docs/decisions/0015). */
declare module "virtual:booking-script" {
  const url: string;
  export default url;
}
