// Types for scripts/security-headers.mjs, imported by the unit tests.
export type HeaderList = [string, string][];
export interface HeaderRule {
  path: string;
  headers: HeaderList;
}
export interface ParsedRule {
  pattern: string;
  headers: HeaderList;
  detach: string[];
}
export declare const HOST_LIMITS: { rules: number; lineLength: number };
export declare const STATIC_ASSETS_PATH: string;
export declare const COMMON_HEADERS: HeaderList;
export declare const STATIC_ASSET_HEADERS: HeaderList;
export declare const META_PREFIX: string;
export declare function hashSource(text: string): string;
export declare function connectSources(emailOrigin: string): string[];
export declare function headerPolicy(options: { emailOrigin: string }): string;
export declare function documentPolicy(options: {
  scriptHashes: string[];
  styleHashes: string[];
  styleAttributeHashes: string[];
  emailOrigin: string;
}): string;
export declare function scanHtml(html: string): {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
  handlers: string[];
  javascriptUrls: string[];
};
export declare function injectPolicy(html: string, policy: string): string;
export declare function runtimeStyleHashes(runtimeStyles: string[]): string[];
export declare function headerRules(options: { emailOrigin: string }): HeaderRule[];
export declare function formatHeadersFile(rules: HeaderRule[]): string;
export declare function parseHeadersFile(text: string): ParsedRule[];
export declare function headersForPath(rules: ParsedRule[], pathname: string): Map<string, string>;
export declare function hostLimitProblems(text: string): string[];
export declare function nginxConfig(rules: HeaderRule[]): string;
export declare function cloudFrontPolicies(rules: HeaderRule[]): Record<string, unknown>;
export declare function secureExport(options: {
  dir: string;
  emailOrigin: string;
  runtimeStyles?: string[];
  localPreview?: boolean;
}): {
  pages: { file: string; scripts: number; styles: number; styleAttributes: number; policyLength: number }[];
  rules: HeaderRule[];
  headersText: string;
};
export declare function writeOtherHostConfigs(dir: string, rules: HeaderRule[]): void;
export declare function deployProblems(dir: string): string[];
