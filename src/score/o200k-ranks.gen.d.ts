// The packed o200k_base table (o200k-ranks.gen.js, made by scripts/o200k-ranks.mjs).
/** Tokens in the table. */
export const O200K_TOKENS: number;
/** Base64 of each token's byte length (one byte each, rank order), then all tokens' bytes. */
export const O200K_RANKS: string;
