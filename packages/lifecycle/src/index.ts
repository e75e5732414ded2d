export { type Env, envInteger, envText } from './env';
export {
  createMetricsRegistry,
  METRICS_PATH,
  type MetricsOptions,
  type MetricsSource,
  metricsText,
  processMetrics,
  registerMetrics,
  registerMetricsEndpoint,
  registerRequestMetrics,
  UNMATCHED_ROUTE,
} from './metrics';
export {
  DEFAULT_READY_TIMEOUT_MS,
  type ProbeOptions,
  type Readiness,
  type ReadinessCheck,
  registerProbes,
  SHUTTING_DOWN,
} from './probes';
export {
  DEFAULT_SHUTDOWN_SETTINGS,
  PRODUCTION_DRAIN_MS,
  readShutdownSettings,
  type ShutdownSettings,
} from './settings';
export {
  createShutdown,
  type GracefulShutdown,
  type ShutdownOptions,
  shutdownOnSignals,
} from './shutdown';
export { isShuttingDown } from './state';
export { traceOf, tracingServerOptions } from './trace';
export { parseTrustProxy, type TrustProxy } from './trust-proxy';
