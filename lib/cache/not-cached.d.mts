export declare const NOT_CACHED: { "data-page-cache": "skip" };
export declare function isDegraded(html: string): boolean;
