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
export { parseTrustProxy, type TrustProxy } from './trust-proxy';
