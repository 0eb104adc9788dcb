/**
 * An id as it is compared: in Unicode NFC. The same visible text can be written two ways
 * (`café` as `e` + U+0301 in NFD, as U+00E9 in NFC; editors and systems differ), and a golden id
 * must match its result, its labels and its baseline however each file wrote it. Ids are read
 * through here (golden, results, labels, context ids), so the report and the stored files hold
 * the NFC form.
 */
export function sameText(id: string): string {
  return id.normalize('NFC');
}
