const MB = 1024 * 1024;

/** "45 MB", or "1,5 GB" from a gigabyte on, in the owner's number format. */
export function storageSize(bytes: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (bytes >= 1024 * MB) return `${format.format(bytes / (1024 * MB))} GB`;
  return `${format.format(Math.ceil(bytes / MB))} MB`;
}
