/** The packed table (src/score/o200k-ranks.bin), from the installed ranks. */
export function packedRanks(): Promise<Buffer>;
