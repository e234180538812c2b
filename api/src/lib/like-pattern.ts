/** `%`, `_` and `\` in what a user typed are literal characters in a LIKE pattern, not wildcards. */
export const escapeLikePattern = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
