/** For tests: reads a `/metrics` answer with a Prometheus text-format parser (a dev dependency). */
import parsePrometheusTextFormat from 'parse-prometheus-text-format';

/** One metric family as the Prometheus text parser reads it. */
export interface Family {
  name: string;
  type: string;
  metrics: { value?: string; buckets?: Record<string, string>; labels?: Record<string, string> }[];
}

/** Parses a `/metrics` answer with a Prometheus text-format parser (it throws on bad text). */
export function parseMetrics(text: string): Map<string, Family> {
  const families = parsePrometheusTextFormat(text) as Family[];
  return new Map(families.map((family) => [family.name, family]));
}

/** The value of the counter or gauge sample with `labels`' values (0 when there is none). */
export function sample(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
): number {
  const family = families.get(name);
  const found = family?.metrics.find((metric) =>
    Object.entries(labels).every(([key, value]) => metric.labels?.[key] === value),
  );
  return found ? Number(found.value) : 0;
}

/**
 * How many observations a histogram holds (its `+Inf` bucket). The parser folds a labelled
 * histogram's series into one, so this says the histogram is there and filled, not per label.
 */
export function observed(families: Map<string, Family>, name: string): number {
  const family = families.get(name);
  if (family?.type !== 'HISTOGRAM') return 0;
  return Number(family.metrics[0]?.buckets?.['+Inf'] ?? 0);
}
