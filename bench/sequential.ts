/** The benchmarks' one-at-a-time measurement of list calls: p50/p95/p99 of 400 requests after 40 warm-up. */

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Calls each `[label, path]` in turn and prints its row count and latency percentiles (ms). */
export async function measureSequential(base: string, headers: Record<string, string>, calls: [label: string, path: string][]): Promise<void> {
  console.log('\nSequential (one at a time, 400 requests after 40 warm-up), ms:');
  console.log(`  ${'call'.padEnd(40)} ${'count'.padStart(7)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)}`);
  for (const [label, path] of calls) {
    let count = 0;
    const times: number[] = [];
    for (let i = 0; i < 440; i++) {
      const t0 = performance.now();
      const res = await fetch(base + path, { headers });
      const body = (await res.json()) as { count: number };
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
      if (i >= 40) times.push(performance.now() - t0);
      count = body.count;
    }
    times.sort((a, b) => a - b);
    console.log(`  ${label.padEnd(40)} ${String(count).padStart(7)} ${pct(times, 50).toFixed(1).padStart(7)} ${pct(times, 95).toFixed(1).padStart(7)} ${pct(times, 99).toFixed(1).padStart(7)}`);
  }
}
