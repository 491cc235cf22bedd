import { z } from 'zod';

/** Thrown when the environment does not satisfy a process's schema; the message names each setting. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads settings from the environment and validates them against a schema whose keys are
 * the environment variable names. Missing or malformed settings are all reported at once.
 */
export function loadConfig<S extends z.ZodObject>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.output<S> {
  const input: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.');
    return input[name] === undefined
      ? `missing required setting ${name}`
      : `setting ${name} is invalid: ${issue.message}`;
  });
  throw new ConfigError(problems);
}

/** Loads the configuration or stops the process with a message naming what is wrong. */
export function loadConfigOrExit<S extends z.ZodObject>(schema: S): z.output<S> {
  try {
    return loadConfig(schema);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}
