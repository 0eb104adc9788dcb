/** The generated module's source (src/score/o200k-ranks.gen.js), from the installed ranks. */
export function ranksModule(): Promise<string>;
