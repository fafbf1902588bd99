/**
 * Tells this instance that an owner's site access changed (a subscription started,
 * lapsed or came back: site-access.ts), so its host resolution forgets what it cached and
 * the next guest sees the site as it is now. Other instances catch up within their cache's
 * time to live (SiteDirectory).
 */
export class AccessChanges {
  private readonly listeners = new Set<() => void>();

  listen(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(): void {
    for (const listener of this.listeners) listener();
  }
}
