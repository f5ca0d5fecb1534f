/*
 * The statistical tests a test lab runs on a random number generator's output, as the
 * certification report (certify.ts) runs them: frequency (Pearson's chi-square), runs above and
 * below the median (Wald-Wolfowitz) and lag-1 serial correlation, each judged at 99% confidence.
 */

/** The confidence every test is judged at: a fair generator fails one test in a hundred. */
export const CONFIDENCE = 0.99;
/** Two-sided z for 99%. */
export const Z_99 = 2.5758293035489;

/** ln Γ(x) (Lanczos, g = 7), for the chi-square distribution. */
function logGamma(x: number): number {
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0] as number;
  for (let i = 1; i < 9; i++) sum += (c[i] as number) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The regularised upper incomplete gamma function Q(a, x) = 1 - P(a, x). */
function upperGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  if (x < a + 1) {
    // The series for P(a, x).
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10_000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
  }
  // Lentz's continued fraction for Q(a, x).
  let b = x + 1 - a;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
}

/** P(χ² with `df` degrees of freedom ≥ `statistic`): the chi-square test's p-value. */
export function chiSquarePValue(statistic: number, df: number): number {
  return upperGamma(df / 2, statistic / 2);
}

/** The standard normal's two-sided p-value of z. */
export function normalPValue(z: number): number {
  // erfc by Abramowitz and Stegun 7.1.26's complement, refined: good to 1e-7, enough for 1% tests.
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erfc = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-x * x);
  return erfc;
}

export interface TestResult {
  /** What was tested, e.g. "frequency of 256 classes". */
  name: string;
  /** The statistic (χ² or z). */
  statistic: number;
  df?: number;
  pValue: number;
  /** True when the p-value is at least 1 - CONFIDENCE. */
  passed: boolean;
}

const judged = (name: string, statistic: number, pValue: number, df?: number): TestResult => ({
  name,
  statistic,
  ...(df === undefined ? {} : { df }),
  pValue,
  passed: pValue >= 1 - CONFIDENCE,
});

/** Pearson's chi-square of observed counts against expected ones (classes with an expected count below 5 are pooled into one). */
export function chiSquare(name: string, observed: readonly number[], expected: readonly number[]): TestResult {
  let statistic = 0;
  let classes = 0;
  let pooledObserved = 0;
  let pooledExpected = 0;
  observed.forEach((count, index) => {
    const wanted = expected[index] ?? 0;
    if (wanted < 5) {
      pooledObserved += count;
      pooledExpected += wanted;
      return;
    }
    statistic += (count - wanted) ** 2 / wanted;
    classes++;
  });
  if (pooledExpected >= 5) {
    statistic += (pooledObserved - pooledExpected) ** 2 / pooledExpected;
    classes++;
  }
  const df = Math.max(1, classes - 1);
  return judged(name, statistic, chiSquarePValue(statistic, df), df);
}

/** Wald-Wolfowitz runs above and below the median (values equal to it are left out). */
export function runsTest(name: string, values: ArrayLike<number>, median: number): TestResult {
  let above = 0;
  let below = 0;
  let runs = 0;
  let last = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as number;
    if (value === median) continue;
    const side = value > median ? 1 : -1;
    if (side > 0) above++;
    else below++;
    if (side !== last) runs++;
    last = side;
  }
  const n = above + below;
  const mean = (2 * above * below) / n + 1;
  const variance = ((mean - 1) * (mean - 2)) / (n - 1);
  const z = (runs - mean) / Math.sqrt(variance);
  return judged(name, z, normalPValue(z));
}

/** Lag-1 serial correlation; r √n is standard normal for independent values. */
export function serialCorrelation(name: string, values: ArrayLike<number>): TestResult {
  const n = values.length - 1;
  let sumX = 0;
  let sumY = 0;
  let sumXY = 0;
  let sumX2 = 0;
  let sumY2 = 0;
  for (let i = 0; i < n; i++) {
    const x = values[i] as number;
    const y = values[i + 1] as number;
    sumX += x;
    sumY += y;
    sumXY += x * y;
    sumX2 += x * x;
    sumY2 += y * y;
  }
  const r = (n * sumXY - sumX * sumY) / Math.sqrt((n * sumX2 - sumX * sumX) * (n * sumY2 - sumY * sumY));
  const z = r * Math.sqrt(n);
  return judged(name, z, normalPValue(z));
}
