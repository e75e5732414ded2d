export { BUILD_MANIFEST_FILE, readBuildId } from './build-info';
export { type AppName, type AppServerOptions, appLoggerOptions, createAppServer } from './server';
export {
  APP_SERVER_DEFAULTS,
  type AppServerDefaults,
  loadErrorReporter,
  type RunningAppServer,
  type StartAppServerOptions,
  startAppServer,
} from './start';
export type { RenderedPage, RenderPage } from './vike';
export { serveApp, workerCount } from './workers';
