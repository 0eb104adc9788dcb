// Lets Node run the TypeScript sources directly (scripts, benches): a relative `./x.js` import
// resolves to `./x.ts` when only the .ts file exists, as TypeScript's NodeNext resolution does.
//   node --experimental-transform-types --import ./scripts/ts-resolve.mjs scripts/write-preview.ts
import { existsSync } from 'node:fs';
import { register } from 'node:module';
import { fileURLToPath } from 'node:url';

if (!globalThis.__tsResolveRegistered) {
  globalThis.__tsResolveRegistered = true;
  register(import.meta.url);
}

export async function resolve(specifier, context, next) {
  if (/^\.\.?\//.test(specifier) && specifier.endsWith('.js') && context.parentURL) {
    const ts = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (
      !existsSync(fileURLToPath(new URL(specifier, context.parentURL))) &&
      existsSync(fileURLToPath(ts))
    )
      return next(ts.href, context);
  }
  return next(specifier, context);
}
