/**
 * What the user typed into a form whose save the server refused with a 403 (SPEC §8 then sends the
 * user home): kept for the page it was typed on and put back the next time that page opens, so a
 * refusal never loses typed input. Kept in memory, as the inputs hold it (files and dates too), for
 * as long as the dashboard stays open.
 */
const drafts = new Map<string, Record<string, unknown>>();

export function keepDraft(page: string, values: Record<string, unknown>): void {
  drafts.set(page, values);
}

/** The entries kept for this page, if a save of it was refused. */
export function draftFor(page: string): Record<string, unknown> | undefined {
  return drafts.get(page);
}

/** Once the entries are back in the form, they are the form's: the kept copy goes. */
export function forgetDraft(page: string): void {
  drafts.delete(page);
}
