export interface AssetSize {
  url: string;
  /** Brotli-compressed bytes. */
  brotli: number;
}
export declare function htmlFileFor(outDir: string, route: string): string;
export declare function referencedAssets(html: string): { js: string[]; css: string[] };
export declare function brotliSize(file: string): number;
export declare function firstLoadBytes(
  outDir: string,
  route: string,
  base?: string,
): { js: number; css: number; jsFiles: AssetSize[]; cssFiles: AssetSize[] };
