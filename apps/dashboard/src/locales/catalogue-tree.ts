/** A translation catalogue as JSON: groups of keys, down to the strings. */
export type Tree = { [key: string]: string | Tree };

/** Every string of a catalogue by its dotted key (`orders.status`), for the catalogues' tests. */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}
