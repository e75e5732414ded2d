import cluster from 'node:cluster';
import {
  createMetricsRegistry,
  type MetricsSource,
  metricsText,
  processMetrics,
} from '@storefront/lifecycle';
import { AggregatorRegistry, Histogram, type Registry } from 'prom-client';

/** A worker asks the primary for the metrics of all workers; the primary answers with the text. */
const ASK = 'storefront:cluster-metrics';
const ANSWER = 'storefront:cluster-metrics-answer';
/** A worker that has not answered the primary by then fails the scrape (prom-client's own limit is 5 s). */
const ASK_TIMEOUT_MS = 6_000;

interface ClusterMetricsMessage {
  type?: string;
  id?: number;
  text?: string;
  error?: string;
}

/** An app server's registry and its render-time histogram. */
export interface AppMetrics {
  registry: Registry;
  renderSeconds: Histogram<'app' | 'page'>;
  /** What `/metrics` answers: this process's metrics, or in a cluster worker, all workers' summed. */
  source: MetricsSource;
}

export function createAppMetrics(): AppMetrics {
  const registry = createMetricsRegistry();
  const renderSeconds = new Histogram({
    name: 'app_render_duration_seconds',
    help: 'Time vike took to render a page on the server (data loading included), by app and page.',
    labelNames: ['app', 'page'],
    registers: [registry],
  });
  if (!cluster.isWorker) return { registry, renderSeconds, source: () => metricsText(registry) };
  // Answers the primary's aggregation requests with this worker's registries.
  AggregatorRegistry.setRegistries([processMetrics(), registry]);
  new AggregatorRegistry();
  return { registry, renderSeconds, source: askPrimary };
}

let asked = 0;

/** The metrics of every worker of the cluster, summed by the primary (`answerMetricsRequests`). */
function askPrimary(): Promise<string> {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => settle(new Error('the cluster primary did not answer')),
      ASK_TIMEOUT_MS,
    );
    const onMessage = (message: ClusterMetricsMessage) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      settle(message.error ? new Error(message.error) : null, message.text);
    };
    function settle(error: Error | null, text = '') {
      clearTimeout(timer);
      process.off('message', onMessage);
      if (error) reject(error);
      else resolve(text);
    }
    process.on('message', onMessage);
    process.send?.({ type: ASK, id });
  });
}

/**
 * In the primary of a cluster: answers each worker's request for the cluster's metrics with the
 * sum over all workers (prom-client's `AggregatorRegistry`), whichever worker the scrape reached.
 */
export function answerMetricsRequests(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: ClusterMetricsMessage) => {
    if (message?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      (error: Error) => worker.send({ type: ANSWER, id: message.id, error: error.message }),
    );
  });
}
