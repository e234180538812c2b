export declare const APPS: string[];

export interface BuildOptions {
  /** Replace builds older than their sources (tests and benchmarks); otherwise they are kept, with a note. */
  rebuildStale?: boolean;
  /** Build what has no build yet (the default); otherwise a missing build ends the process with an error. */
  buildMissing?: boolean;
}

export interface PlannedBuild {
  workspace: string;
  reason: 'missing' | 'stale';
  action: 'build' | 'keep' | 'fail';
}

export declare function planBuilds(root: string, options?: BuildOptions): PlannedBuild[];
export declare function ensureBuilt(root: string, options?: BuildOptions): void;
