export function measureTypesVisits(options: {
  url: string;
  executablePath: string;
  repeatVisits: number;
  timeoutMs: number;
}): Promise<{ cold?: number; afterEditor?: number; live?: number; repeats: number[]; errors: string[] }>;
