/** A mistake in how a command was called: printed with the usage, exit code 2. */
export class UsageError extends Error {}

/** A command that refuses to act (a bad backup, a locked DATA_DIR): one line, no usage, exit code 2. */
export class Refusal extends UsageError {}
