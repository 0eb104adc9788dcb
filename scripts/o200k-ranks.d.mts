/** The packed table (src/tokens/o200k-ranks.bin), from the installed ranks. */
export function packedRanks(): Promise<Buffer>;
