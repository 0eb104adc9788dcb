export function bundleCacheDir(): Promise<string>;
export function storeInCache(built: string, out: string): Promise<void>;
export function sourceHash(): Promise<string>;
export const SOURCE_HASH_FILE: string;
