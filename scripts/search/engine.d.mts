/** Types of engine.mjs (see there). */
export declare const ROOT: string;
export declare const SITE_SEARCH_MODULES: string[];
export declare function indexFiles(dir?: string): Record<string, { file: string; hash: string }>;
export declare function loadIndexes(
  dir?: string,
): Record<
  string,
  {
    routePath: string;
    title: string;
    content: string;
    toc: { id: string; text: string; depth: number; charIndex: number }[];
  }[]
>;
export declare function panelOrder<T extends { title: string }>(items: T[]): T[];
export declare function loadSearch(options?: {
  dir?: string;
  stock?: boolean;
  siteTitle?: string;
}): Promise<
  (
    lang: string,
  ) => Promise<{ initMs: number; search(query: string): Promise<{ type: string; link: string; title: string }[]> }>
>;
