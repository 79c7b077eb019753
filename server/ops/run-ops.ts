import { Command, CommanderError } from 'commander';
import { registerBackupCommand } from './backup-command';
import { registerCohortCommands } from './cohort-commands';
import { registerConfigCommands } from './config-command';
import { registerInvoiceCommands } from './invoices-commands';
import { registerLeadCommands } from './leads-commands';
import { OpsFailure, type OpsIo, OpsUsageError } from './ops-context';
import { registerOrderCommands } from './orders-commands';
import { registerOutboxCommands } from './outbox-commands';
import { registerPromoCommands } from './promo-command';
import { registerSessionCommands } from './sessions-commands';
import { registerWaitlistCommand } from './waitlist-command';

/** Exit codes: 0 done, 1 the work failed, 2 the command line was wrong. */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

function program(io: OpsIo): Command {
  // Settings made before `.command()` are inherited by every subcommand.
  const root = new Command('ops')
    .description(
      'Operator console: leads, orders, cohorts, promo codes, outbox, backups and the site configuration (docs/operations.md).',
    )
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .showHelpAfterError('(add --help for usage)');
  registerLeadCommands(root, io);
  registerOrderCommands(root, io);
  registerCohortCommands(root, io);
  registerPromoCommands(root, io);
  registerInvoiceCommands(root, io);
  registerOutboxCommands(root, io);
  registerSessionCommands(root, io);
  registerWaitlistCommand(root, io);
  registerBackupCommand(root, io);
  registerConfigCommands(root, io);
  return root;
}

// Commander has already printed its message; only the exit code is left to choose.
function commanderExit(error: CommanderError): number {
  if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') {
    return EXIT.ok;
  }
  return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
}

/**
 * Runs one console command (`argv` without `node` and the script) and returns its exit code.
 * Messages go to `io.stderr`, results to `io.stdout`; nothing calls `process.exit`, so tests run
 * it in-process.
 */
export async function runOps(argv: readonly string[], io: OpsIo): Promise<number> {
  try {
    await program(io).parseAsync([...argv], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) return commanderExit(error);
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(`error: ${message}\n`);
    if (error instanceof OpsUsageError) return EXIT.usage;
    if (!(error instanceof OpsFailure)) io.stderr('(the command did not finish)\n');
    return EXIT.failure;
  }
}
