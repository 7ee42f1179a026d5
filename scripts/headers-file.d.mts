export interface HeaderRule {
  /** The path pattern line, e.g. `/static/*`. */
  pattern: string;
  /** Headers the block sets, lower-case names, in file order. */
  set: [string, string][];
  /** Headers the block drops (`! Name`), lower-case. */
  detach: string[];
}

export declare function parseHeadersFile(text: string): HeaderRule[];
/** The headers (lower-case names) a Cloudflare-Pages-style host sends for a request path. */
export declare function headersFor(rules: HeaderRule[], pathname: string): Record<string, string>;
