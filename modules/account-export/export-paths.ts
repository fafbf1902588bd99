/** Where an archive is downloaded (only by its owner, signed in); no database here, so pages may import it. */
export function exportDownloadPath(id: string): string {
  return `/dashboard/account/exports/${id}`;
}
