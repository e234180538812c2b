// The package ships no types; only what the shop calls is declared.
declare module 'fs-native-extensions' {
  /** An exclusive (or `shared`) lock on the open file `fd`; false when another descriptor holds one. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
}
