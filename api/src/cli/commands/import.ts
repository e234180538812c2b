import path from 'node:path';
import type { Command } from 'commander';
import { formatOf, ProductFileError, readProductFile } from '../../catalogue/import-format';
import { checkProductFile, importProducts, PROGRESS_EVERY } from '../../catalogue/import-products';
import { CommandFailed, EXIT_CODES, type ShopCommand } from '../command';
import { printable } from '../printable';

export const importCommand: ShopCommand = {
  register(program, context) {
    program
      .command('import')
      .description(
        'Import or update products from a CSV file (with a header row) or a JSON file (an array of objects), ' +
          'matched on sku. Every row is checked first: if any is bad, each problem is listed with its line and ' +
          `field, and nothing is written. Progress goes to stderr every ${PROGRESS_EVERY.toLocaleString('en')} rows.`,
      )
      .argument('<file>', 'a .csv or .json product file (columns: see `shop export`)')
      .action(async (file: string, _options: unknown, command: Command) => {
        const format = formatOf(file);
        if (!format)
          command.error(`error: ${file} must end in .csv or .json`, { exitCode: EXIT_CODES.usage });
        const progress = (message: string) => context.err(`${message}\n`);
        const parsed = await readableFile(file, () =>
          readProductFile(path.resolve(context.cwd, file), format),
        );
        const { problems, rows } = checkProductFile(parsed, progress);
        if (problems.length > 0) {
          for (const { location, field, message } of problems) {
            context.err(`${printable(`${location}${field ? `, ${field}` : ''}: ${message}`)}\n`);
          }
          const badRows = new Set(problems.map((problem) => problem.location)).size;
          throw new CommandFailed(
            `${file}: ${problems.length} problem(s) in ${badRows} of ${parsed.rows.length} row(s); nothing was imported.`,
          );
        }
        const outcome = await context.withDatabase((db) =>
          importProducts(db, rows, { actor: context.actor(), progress }),
        );
        const lines = [
          `${outcome.created} created, ${outcome.updated} updated, ${outcome.unchanged} unchanged.`,
        ];
        if (outcome.retired > 0) lines.push(`${outcome.retired} of them retired: they stay retired.`);
        const names = (created: string[]) => created.map(printable).join(', ');
        if (outcome.brandsCreated.length > 0) lines.push(`New brands: ${names(outcome.brandsCreated)}.`);
        if (outcome.categoriesCreated.length > 0) {
          lines.push(`New categories: ${names(outcome.categoriesCreated)}.`);
        }
        context.out(`${lines.join('\n')}\n`);
        if (outcome.created + outcome.updated > 0) await context.catalogueChanged();
      });
  },
};

/** Reads a file the operator named; a missing or unreadable one is a failure with a one-line reason. */
export async function readableFile<T>(file: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new CommandFailed(`${file}: no such file`);
    if (code === 'EACCES') throw new CommandFailed(`${file}: not allowed to read it`);
    if (code === 'EISDIR') throw new CommandFailed(`${file}: is a folder`);
    if (error instanceof ProductFileError) throw new CommandFailed(`${file}: ${error.message}`);
    throw error;
  }
}
