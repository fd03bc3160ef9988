// Types for scripts/export-dir.mjs, imported by next.config.ts and the tests.
export declare const DEPLOY_DIR: string;
export declare const PREVIEW_DIR: string;
export declare const PREVIEW_MARKER: string;
export declare function exportDirFor(mode: string): string;
export declare function isPreviewExport(dir: string): boolean;
export declare function servedExportDir(env: Record<string, string | undefined>): string;
export declare function htmlFiles(dir: string): string[];
