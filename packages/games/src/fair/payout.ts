/** floor(amount * numerator / denominator) in exact integer arithmetic (amounts are minor units). */
export function payoutOf(amount: number, numerator: bigint | number, denominator: bigint | number): number {
  const value = (BigInt(amount) * BigInt(numerator)) / BigInt(denominator);
  const out = Number(value);
  if (!Number.isSafeInteger(out)) throw new RangeError(`payout ${value} is outside the safe integer range`);
  return out;
}
