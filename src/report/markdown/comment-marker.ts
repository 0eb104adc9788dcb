/** The hidden line by which the comment of this gate is found and updated. */
export function commentMarker(name: string): string {
  return `<!-- context-precision-gate:${name} -->`;
}
