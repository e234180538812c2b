import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { Option } from 'commander';
import { type FileFormat, formatOf, writeProductFile } from '../../catalogue/import-format';
import { exportProducts } from '../../catalogue/import-products';
import { EXIT_CODES, type ShopCommand } from '../command';
import { printable } from '../printable';

export const exportCommand: ShopCommand = {
  register(program, context) {
    program
      .command('export')
      .description(
        'Write the catalogue (every product not retired, newest first) in the format `shop import` reads: ' +
          'importing the file again changes nothing.',
      )
      .argument('[file]', 'a .csv or .json file to write; standard output when left out')
      .addOption(
        new Option('--format <format>', 'the format on standard output')
          .choices(['csv', 'json'])
          .default('csv'),
      )
      .action(async (file: string | undefined, options: { format: FileFormat }, command: Command) => {
        const format = file === undefined ? options.format : formatOf(file);
        if (!format)
          command.error(`error: ${file} must end in .csv or .json`, { exitCode: EXIT_CODES.usage });
        const records = await context.withDatabase(exportProducts);
        const text = writeProductFile(records, format);
        if (file === undefined) {
          context.out(text);
        } else {
          await writeFile(path.resolve(context.cwd, file), text);
          context.out(`${records.length} products written to ${printable(file)}.\n`);
        }
      });
  },
};
