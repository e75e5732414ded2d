/** A server's environment: variable names to their raw values (`process.env`, or a test's). */
export type Env = Record<string, string | undefined>;

/** The variable's text, trimmed; `fallback` when it is unset or blank. */
export function envText(env: Env, name: string, fallback: string): string {
  return env[name]?.trim() || fallback;
}

/**
 * The variable as a whole number from `min` to `max`; `fallback` when it is unset or blank. Any
 * other value throws an error that names the variable, the range and the value.
 */
export function envInteger(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}
