export function median(values: number[]): number | null;
export function summarize(values: number[]): {
  median: number | null;
  min: number | null;
  max: number | null;
  n: number;
};
export function round(value: number): number;
