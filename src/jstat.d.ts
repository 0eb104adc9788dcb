// jstat ships no types: the one function the paired t-test uses (compare/paired-t-test.ts).
declare module 'jstat' {
  const jstat: {
    jStat: {
      /** The regularized incomplete beta function I_x(a, b). */
      ibeta(x: number, a: number, b: number): number;
    };
  };
  export default jstat;
}
