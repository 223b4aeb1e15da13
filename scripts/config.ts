import { type Config, ConfigError, loadConfig } from "~/config/env.server";

/** The environment's configuration for a command-line script; a bad value ends it with the message. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
