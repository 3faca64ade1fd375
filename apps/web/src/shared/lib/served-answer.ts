/**
 * An answer the server already had when it served the page (issue 11): the document's JSON data
 * block, or the server render's own. Adopted once per page load, it is its query's initial data,
 * so the first render needs no call and draws what the server drew.
 */
export class ServedAnswer<T> {
  private kept?: { value: T; at: number };

  adopt(value: T): void {
    this.kept = { value, at: Date.now() };
  }

  /** For the query's `initialData`. */
  readonly initialData = (): T | undefined => this.kept?.value;
  /** For the query's `initialDataUpdatedAt`: as fresh as when adopted. */
  readonly initialDataUpdatedAt = (): number | undefined => this.kept?.at;
}

/**
 * Takes the served document's data block `id` (server: site-document.ts) out of the page and
 * parses it; undefined when there is none or it is unreadable (the page asks for it itself).
 */
export function takeServedData<T>(id: string): T | undefined {
  const element = document.getElementById(id);
  if (!element?.textContent) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent) as T;
  } catch {
    return undefined;
  }
}
