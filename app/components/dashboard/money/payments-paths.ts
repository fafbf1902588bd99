/** The owner's payments: the period's list and its CSV download. */
export const PAYMENTS_PATH = "/dashboard/payments";
export const PAYMENTS_EXPORT_PATH = `${PAYMENTS_PATH}/export.csv`;
