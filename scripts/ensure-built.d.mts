export declare const APPS: string[];
export declare function ensureBuilt(root: string): void;
