export function bundleCacheDir(): Promise<string>;
export function storeInCache(built: string, out: string): Promise<void>;
